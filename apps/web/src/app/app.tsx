import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DebugConsole } from './debug-console';
import { AppQueryProvider } from './query-client';
import { routes } from './routes';

/**
 * The whole app: the router over every route and the data cache. Loaded by
 * main.tsx for any page but a first visit to /, and by the landing page the
 * first time it opens another page; the router starts at the current address.
 */
export function renderApp(root: Root): void {
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <AppQueryProvider>
        <RouterProvider router={router} />
        <DebugConsole />
      </AppQueryProvider>
    </StrictMode>,
  );
}
