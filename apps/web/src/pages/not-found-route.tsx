import { NotFoundPage } from '@sabai/ui';

export function NotFoundRoute() {
  return <NotFoundPage homeHref="/" />;
}
