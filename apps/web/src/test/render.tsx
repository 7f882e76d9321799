import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

// How the web tests mount a component: with a fresh query cache each time, so
// no answer leaks between tests, and without retries, so a failed request shows
// its error state at once.

/** `ui` with a query client of its own. */
export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/**
 * `ui` at every address of a memory data router opened at `path` ('/' when
 * not given), for components that link, read the address or hold a move
 * (useBlocker needs a data router). The router is returned to move it.
 */
export function renderInRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { router, ...renderWithClient(<RouterProvider router={router} />) };
}

/** `page` as the one route `pattern` of a data router, opened at `path`: for pages that read route params. */
export function renderAtRoute(pattern: string, page: ReactElement, path = pattern) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return renderWithClient(<RouterProvider router={router} />);
}
