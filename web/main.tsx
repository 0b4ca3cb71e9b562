import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles/app.css';

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them once the route's code is in.
// Any other address got the landing's or the shell's HTML, which is replaced.
if (container.dataset.prerendered === window.location.pathname) {
  await router.load();
  hydrateRoot(container, app, {
    // A mismatch (say, a favourite already kept in this browser) is re-rendered on the client: not an error for the visitor.
    onRecoverableError: (e) => {
      if (import.meta.env.DEV) console.warn(e);
    },
  });
} else {
  container.textContent = '';
  createRoot(container).render(app);
}
