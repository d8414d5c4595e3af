import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface PortalErrorBoundaryState {
  error: unknown;
}

/**
 * The last net, around everything the portal renders: what no page boundary catches (the
 * session or notification providers failing) shows the error screen, not a blank page.
 */
export class PortalErrorBoundary extends Component<
  { children: ReactNode },
  PortalErrorBoundaryState
> {
  override state: PortalErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PortalErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main">
        <ErrorScreen />
      </main>
    );
  }
}
