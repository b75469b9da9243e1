import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router: the browser's in `main.tsx`, a memory one when a page is
 * prerendered at build time (`prerender/render.tsx`). Both render this same tree, so React can
 * take over the prerendered HTML as it is.
 */
export function App({ router }: { router: Router }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
