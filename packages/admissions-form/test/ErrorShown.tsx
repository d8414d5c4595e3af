import { Component, type ReactNode } from 'react';

/**
 * An error boundary for tests: shows what its children threw (its class in `data-error`, its
 * message as text), where a host's boundary would show its error screen.
 */
export class ErrorShown extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <p data-testid="error-shown" data-error={error instanceof Error ? error.name : ''}>
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
}
