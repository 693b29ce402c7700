import { NotFoundPage } from '@sabai/ui';
import { KIOSK_HOME_HREF } from '../kiosk-paths';

export function NotFoundRoute() {
  return <NotFoundPage homeHref={KIOSK_HOME_HREF} />;
}
