import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { brandAtom, type Brand } from '@sabai/state';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';

export const aBrand = (overrides: Partial<Brand> = {}): Brand => ({
  id: 'yuzen',
  code: 'YU',
  name: 'Yuzen Onsen & Spa',
  logo: '/brand-assets/yuzen.svg',
  url: { app: 'http://localhost', faq: 'https://yuzen.example/faq', customer: 'http://localhost/member' },
  colors: { primary: '#2b3a67', secondary: '#c9a24b' },
  ads: [],
  legal_versions: { terms: '2026-11', privacy: '2026-11', cookies: '2026-11' },
  online_booking: { max_guests: 6, advance_min: 60 },
  ...overrides,
});

/** A client for components that only call the API on a user's action; tests that need data pass their own. */
const idleClient = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });

/** Renders route objects at `path` inside the providers the apps use, without a server. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  store = createStore(),
  client = idleClient,
) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  if (!store.get(brandAtom)) store.set(brandAtom, aBrand());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <UrqlProvider value={client}>
          <RouterProvider router={router} />
        </UrqlProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
