import { AppProviders, createAppRuntime } from '@sabai/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ADMIN_GRAPHQL_URL, loginPath } from './admin-paths';
import { createAdminRouter } from './routes';

async function start() {
  const router = createAdminRouter();
  const runtime = await createAppRuntime({
    graphqlUrl: ADMIN_GRAPHQL_URL,
    // docs/api.md, Staff API: a staff session ends after 30 idle minutes; the desk signs in again and
    // comes back to the page it was on.
    onUnauthenticated: () => {
      const { pathname, search } = router.state.location;
      if (pathname !== '/login') void router.navigate(loginPath(`${pathname}${search}`));
    },
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
