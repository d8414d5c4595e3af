import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/** The root route's error element: replaces the router's 'Unexpected Application Error!' fallback. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <ErrorScreen />
    </main>
  );
}
