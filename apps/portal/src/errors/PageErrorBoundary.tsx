import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage, isUnauthorized } from '../api/errors';
import { ErrorScreen } from './ErrorScreen';

// Errors are rare: the dialog's code loads only when one happens.
const UnexpectedErrorDialog = lazy(() => import('./UnexpectedErrorDialog'));

interface PageErrorBoundaryProps {
  /** Changing it (a new location) gives the page a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a page throws, including query and mutation errors (platform §9 sends them
 * here), and shows the 'Unexpected Error' dialog over the error screen. An unauthorised
 * error is not shown: the query cache has already cleared the session and gone to /login.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isUnauthorized(error)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isUnauthorized(error)) return null;
    return (
      <>
        <ErrorScreen />
        <Suspense fallback={null}>
          <UnexpectedErrorDialog message={errorMessage(error)} />
        </Suspense>
      </>
    );
  }
}
