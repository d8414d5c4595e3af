import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createPortal } from './portal';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const { Portal } = createPortal();

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Portal />
    </BrowserRouter>
  </StrictMode>,
);
