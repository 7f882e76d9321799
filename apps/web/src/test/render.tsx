import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';

// How the web tests mount a component: with a fresh query cache each time, so
// no answer leaks between tests, and without retries, so a failed request shows
// its error state at once.

/** `ui` with a query client of its own. */
export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** `ui` inside a memory router opened at `path` ('/' when not given), for components that link or read the address. */
export function renderInRouter(ui: ReactElement, path?: string) {
  return renderWithClient(<MemoryRouter initialEntries={path === undefined ? undefined : [path]}>{ui}</MemoryRouter>);
}

/** `page` as the one route `pattern` of a data router, opened at `path`: for pages that read route params. */
export function renderAtRoute(pattern: string, page: ReactElement, path = pattern) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return renderWithClient(<RouterProvider router={router} />);
}
