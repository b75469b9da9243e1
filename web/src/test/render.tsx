import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';

/** Shows where the router ended up, so tests can assert navigation by role. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="lokasi">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern `ui` renders under; by default the path of `url`. */
  path?: string;
  /** Extra routes, e.g. navigation targets; by default every other path renders a LocationProbe. */
  routes?: RouteObject[];
}

/** Renders `ui` inside the app's providers and a memory router, with a fresh query cache. */
export function renderWithProviders(ui: ReactNode, { url = '/', path, routes = [] }: Options = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, 'http://localhost').pathname, element: ui },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, router };
}
