import { NotFoundPage } from '@sabai/ui';
import { ADMIN_HOME_HREF } from '../admin-paths';

export function NotFoundRoute() {
  return <NotFoundPage homeHref={ADMIN_HOME_HREF} />;
}
