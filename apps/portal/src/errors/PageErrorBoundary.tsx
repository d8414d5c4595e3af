import { retryFailedDownloads, retryableLazy } from '@applykit/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage, isUnauthorized } from '@applykit/admissions-form/applykit-api';
import { ErrorScreen } from './ErrorScreen';

// Errors are rare: the dialog's code loads only when one happens.
const UnexpectedErrorDialog = retryableLazy(() => import('./UnexpectedErrorDialog'));

interface PageErrorBoundaryProps {
  /** Changing it (a new location) gives the page a fresh start. */
  resetKey: string;
  /**
   * Where the error screen stands in for the whole portal (an error above the pages), it is
   * the page's main landmark.
   */
  wholeScreen?: boolean;
  children: ReactNode;
}

interface CatchingProps extends PageErrorBoundaryProps {
  /** Lets the failed queries run again when the children mount again. */
  onReset: () => void;
}

interface CatchingState {
  error: unknown;
  resetKey: string;
}

class CatchingBoundary extends Component<CatchingProps, CatchingState> {
  override state: CatchingState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatchingState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: CatchingProps,
    state: CatchingState,
  ): Partial<CatchingState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isUnauthorized(error)) console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    retryFailedDownloads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isUnauthorized(error)) return null;
    const screen = <ErrorScreen onRetry={this.retry} />;
    return (
      <>
        {this.props.wholeScreen ? <main id="main">{screen}</main> : screen}
        <Suspense fallback={null}>
          <UnexpectedErrorDialog message={errorMessage(error)} onRetry={this.retry} />
        </Suspense>
      </>
    );
  }
}

/**
 * Catches what its children throw, including query and mutation errors (the query client sends
 * them to the nearest boundary), and shows the 'Unexpected Error' dialog over the error screen,
 * both with 'Try again': the children mount again, and the failed queries and page downloads run again. An
 * unauthorised error is not shown: the API client has already ended the session and gone to
 * /login.
 */
export function PageErrorBoundary(props: PageErrorBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return <CatchingBoundary {...props} onReset={reset} />;
}
