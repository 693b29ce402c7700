// Renders the real admin route tree in a memory router, under the providers main.tsx sets up, with the
// snackbar where tests can read it.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Snackbar } from '@sabai/ui';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { ADMIN_BASENAME } from '../admin-paths';
import { adminRoutes } from '../routes';
import { aDaySheet, aStaff, aStaffBooking, aStaffBranch } from './builders';
import { fakeStaffClient, type FakeStaffApi } from './fake-staff-client';

export function defaultStaffApi(): FakeStaffApi {
  return {
    StaffMe: { staffMe: aStaff() },
    StaffBranches: { staffBranches: [aStaffBranch(), aStaffBranch({ id: 'silom', name: 'Yuzen Silom' })] },
    DaySheet: { daySheet: aDaySheet() },
    StaffBooking: { staffBooking: aStaffBooking() },
  };
}

/** `path` is the full URL path, e.g. '/admin' or '/admin/booking/b1'. Resolves once the lazy page is shown. */
export async function renderAdmin(path: string, api: FakeStaffApi = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  const { client, operations } = fakeStaffClient({ ...defaultStaffApi(), ...api });
  const router = createMemoryRouter(adminRoutes, { basename: ADMIN_BASENAME, initialEntries: [path] });
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <UrqlProvider value={client}>
            <RouterProvider router={router} />
            <Snackbar />
          </UrqlProvider>
        </I18nProvider>
      </Provider>,
    ),
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, store, operations, location };
}

/** A fetch that answers the REST sign-in calls, recording their bodies. */
export function fakeFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift() ?? { status: 204, body: {} };
    return new Response(next.status === 204 ? null : JSON.stringify(next.body), { status: next.status });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
