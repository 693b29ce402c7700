// The device this kiosk is (docs/access.md, Kiosk devices): the server knows it by its HttpOnly cookie, which
// no script here can read, so the app asks (GET /api/kiosk/device) on every start and after pairing. The
// branch the kiosk sells for comes from here, never from the URL or local storage.
import { createHttpClient } from '@sabai/graphql';
import { atom } from 'jotai';

export interface KioskDevice {
  id: string;
  name: string;
  branch_id: string;
}

/** undefined until the server has answered; null for a browser that is no paired kiosk. */
export const kioskDeviceAtom = atom<KioskDevice | null | undefined>(undefined);

export function kioskDeviceApi(getLocale: () => string) {
  const http = createHttpClient({ getLocale });
  return {
    current: async () => (await http.get<{ device: KioskDevice | null }>('/api/kiosk/device')).device,
    pair: async (code: string) =>
      (await http.post<{ device: KioskDevice }>('/api/kiosk/pair', { code })).device,
  };
}
