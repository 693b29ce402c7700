import { AppProviders, createAppRuntime } from '@sabai/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { draftStorageAtom, localeAtom, parseBootData } from '@sabai/state';
import { PAIR_PATH } from './device/require-device';
import { kioskDeviceApi, kioskDeviceAtom } from './device/kiosk-device';
import { kioskIdleSettingsAtom } from './idle/idle.atoms';
import { readIdleSettings } from './idle/idle-settings';
import { KIOSK_BASENAME } from './kiosk-paths';
import { kioskJourneyConfig } from './sale/kiosk-journey-config';
import { createKioskRouter } from './routes';

async function start() {
  // A browser without the device's cookie (the server says so in the page) is no kiosk: it opens at the
  // pairing screen, where RequireDevice would send it, without first loading the page it asked for.
  const unpaired =
    parseBootData(document.getElementById('sabai-boot')?.textContent)?.settings['deviceCookie'] === false;
  const pairing = `${KIOSK_BASENAME}${PAIR_PATH}`;
  if (unpaired && window.location.pathname !== pairing) window.history.replaceState(null, '', pairing);
  // The router starts loading the first page's chunk while the runtime reads the brand and catalog.
  const router = createKioskRouter();
  const runtime = await createAppRuntime();
  runtime.store.set(kioskIdleSettingsAtom, readIdleSettings(runtime.boot.settings));
  // The sale's draft lives in this page's memory from the start, so going home can always empty it.
  runtime.store.set(draftStorageAtom, kioskJourneyConfig.storage);
  // Which device this is, asked while the first page renders its loading state (docs/access.md, Kiosk devices).
  // A browser without the device's cookie is none: no need to ask.
  const locale = runtime.store.get(localeAtom);
  if (unpaired) runtime.store.set(kioskDeviceAtom, null);
  else
    kioskDeviceApi(() => locale)
      .current()
      .then(
        (device) => runtime.store.set(kioskDeviceAtom, device),
        // The server could not say: treated as unpaired, which the pairing screen explains.
        () => runtime.store.set(kioskDeviceAtom, null),
      );
  // A transition renders in slices that yield to the browser (docs/decisions.md, "The first render is a
  // transition").
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders runtime={runtime} feedback="none">
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
