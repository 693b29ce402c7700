import { AppProviders, createAppRuntime } from '@sabai/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { kioskIdleSettingsAtom } from './idle/idle.atoms';
import { readIdleSettings } from './idle/idle-settings';

import { createKioskRouter } from './routes';

async function start() {
  // The router starts loading the first page's chunk while the runtime reads the brand and catalog.
  const router = createKioskRouter();
  const runtime = await createAppRuntime();
  runtime.store.set(kioskIdleSettingsAtom, readIdleSettings(runtime.boot.settings));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders runtime={runtime} feedback="none">
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
