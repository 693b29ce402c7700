// Route tree of the customer site. Every page is its own chunk (route-level code splitting).
import { PageLoading, RouteErrorBoundary } from '@sabai/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DefaultLayout } from './layout/default-layout';

export const webRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-route')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createWebRouter() {
  return createBrowserRouter(webRoutes);
}
