import type { ApiFeature } from '../core/feature';
import { registerMediaRoutes } from './media.routes';

/** Photos uploaded in admin and served as AVIF and WebP (docs/product-rules.md, Photos). */
export const mediaFeature: ApiFeature = {
  name: 'media',
  routes: registerMediaRoutes,
};
