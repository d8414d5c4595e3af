// React, React DOM, React Router and TanStack Query used the way the portal uses them: route
// objects rendered by `useRoutes` in a browser router, a query client, a query and a navigation.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';

function Page({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: ['profile'], queryFn: async () => ({ name: 'About You' }) });
  return (
    <main>
      <h1>{profile.data?.name ?? 'About You'}</h1>
      {children}
      <button type="button" onClick={() => navigate('/education')}>
        Next
      </button>
    </main>
  );
}

export function mountFloor(content: ReactNode) {
  const queryClient = new QueryClient();
  function Portal() {
    return useRoutes([{ path: '*', element: <Page>{content}</Page> }]);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Portal />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
