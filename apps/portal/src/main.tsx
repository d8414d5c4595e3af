import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createPortal } from './portal';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const { router } = createPortal();
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
