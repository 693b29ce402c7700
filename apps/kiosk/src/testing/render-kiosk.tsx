// Renders the real kiosk route tree in a memory router, under the providers main.tsx sets up.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { aBranch, aProduct } from '@sabai/booking-journey/testing';
import { brandAtom } from '@sabai/state';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { kioskDeviceAtom, type KioskDevice } from '../device/kiosk-device';
import { kioskIdleSettingsAtom } from '../idle/idle.atoms';
import { DEFAULT_KIOSK_IDLE, type KioskIdleSettings } from '../idle/idle-settings';
import { KIOSK_BASENAME } from '../kiosk-paths';
import { kioskRoutes } from '../routes';
import { aBrand } from './builders';
import { fakeClient, type FakeApi } from './fake-client';

export interface RenderKioskOptions {
  idle?: Partial<KioskIdleSettings>;
  api?: Partial<FakeApi>;
  /** The paired device the server named (a kiosk of Sukhumvit unless said), or null for an unpaired browser. */
  device?: KioskDevice | null;
}

export const LOBBY_KIOSK: KioskDevice = { id: 'device-1', name: 'Lobby', branch_id: 'sukhumvit' };

export function defaultApi(): FakeApi {
  return {
    brand: aBrand(),
    branches: [aBranch(), aBranch({ id: 'silom', name: 'Yuzen Silom', branch: 'Silom' })],
    products: {
      sukhumvit: [
        aProduct(),
        aProduct({ id: 'onsen', name: 'Onsen entry', duration: 120, price: 650, type: 'onsen_fee' }),
      ],
      silom: [aProduct({ id: 'foot', name: 'Foot massage', duration: 45, price: 450 })],
    },
  };
}

/** `path` is the full URL path, e.g. '/kiosk' or '/kiosk/ads'. Resolves once the lazy page is shown. */
export async function renderKiosk(path: string, options: RenderKioskOptions = {}) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = { ...defaultApi(), ...options.api };
  const store = createStore();
  store.set(brandAtom, api.brand);
  store.set(kioskIdleSettingsAtom, { ...DEFAULT_KIOSK_IDLE, ...options.idle });
  store.set(kioskDeviceAtom, options.device === undefined ? LOBBY_KIOSK : options.device);
  const { client, operations } = fakeClient(api);
  const router = createMemoryRouter(kioskRoutes, { basename: KIOSK_BASENAME, initialEntries: [path] });
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <UrqlProvider value={client}>
            <RouterProvider router={router} />
          </UrqlProvider>
        </I18nProvider>
      </Provider>,
    ),
  );
  return { ...view, router, store, operations, pathname: () => router.state.location.pathname };
}
