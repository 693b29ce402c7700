// The three apps as the server serves them (docs/architecture.md, Serving the apps).
import path from 'node:path';
import type { Config } from '../config';
import { readKioskCredential } from '../kiosk/kiosk-cookie';
import { firstPaintCookieBanner } from './first-paint-cookie-banner';
import type { AppMount } from './serve-apps';

export function appMounts(config: Pick<Config, 'appsDir' | 'kioskIdle'>): AppMount[] {
  return [
    // The kiosk's check-in and the admin's scan page read QR codes with a WebAssembly decoder
    // (docs/architecture.md, Shared UI).
    {
      prefix: '/kiosk/',
      dir: path.join(config.appsDir, 'kiosk'),
      messages: 'kiosk',
      // The brand's own durations over the server's (docs/product-rules.md, Kiosk). A browser without the
      // kiosk's cookie is no paired device: its pairing screen need not wait for GET /api/kiosk/device.
      settings: (brand, req) => ({
        idle: { ...config.kioskIdle, ...brand.kioskIdle },
        deviceCookie: readKioskCredential(req) !== undefined,
      }),
      // ... and it will show the pairing screen, whatever the path.
      shownPath: (pathname, settings) => (settings['deviceCookie'] ? pathname : '/kiosk/pair'),
      wasm: true,
    },
    { prefix: '/admin/', dir: path.join(config.appsDir, 'admin'), messages: 'admin', wasm: true },
    {
      prefix: '/',
      dir: path.join(config.appsDir, 'web'),
      messages: 'web',
      // The cookie policy's own page has no banner (apps/web/src/legal/cookie-banner.tsx).
      firstPaint: {
        on: (pathname) => !pathname.startsWith('/legal/cookies'),
        write: (i18n, brand) => firstPaintCookieBanner(i18n, brand.legalVersions.cookies),
      },
    },
  ];
}
