// Every kiosk page but the pairing screen needs a paired device: an unpaired browser is sent to /pair,
// whatever address it opened (docs/access.md, Kiosk devices).
import { PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router';
import { kioskDeviceAtom } from './kiosk-device';

export const PAIR_PATH = '/pair';

export function RequireDevice() {
  const device = useAtomValue(kioskDeviceAtom);
  if (device === undefined) return <PageLoading />;
  return device ? <Outlet /> : <Navigate to={PAIR_PATH} replace />;
}
