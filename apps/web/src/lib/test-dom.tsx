// Rendering a page or component in tests the way the app does: Mantine, the app's i18next, a fresh query
// client without retries and a memory data router (the editor's unsaved-changes guard needs one).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { theme } from '../app/theme';
import { i18n } from './i18n';

/** Renders `routes` at `path`; with `toaster`, the toasts the page raises are rendered too. */
export function renderRoutes(routes: RouteObject[], path: string, options: { toaster?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {options.toaster ? <Toaster /> : null}
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

/** A JSON answer of the fake server. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
