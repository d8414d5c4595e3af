// The libraries every portal route loads before any ApplyKit code, used the way the portal uses
// them (a data router, a query client), and nothing else: the bundle's floor.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useNavigate } from 'react-router';

const queryClient = new QueryClient();

function About() {
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: ['profile'], queryFn: async () => ({ name: 'About You' }) });
  return (
    <main>
      <h1>{profile.data?.name ?? 'About You'}</h1>
      <button type="button" onClick={() => navigate('/education')}>
        Next
      </button>
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <p>Something went wrong</p>,
    children: [{ path: '*', Component: About }],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
