import type { ApiFeature } from '../core/feature';
import { catalogQueries } from './catalog.resolver';

/** Brands, branches and products as the customer sees them (read-only, cached). */
export const catalogFeature: ApiFeature = { name: 'catalog', queries: catalogQueries };
