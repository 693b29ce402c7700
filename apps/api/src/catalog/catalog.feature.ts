import typeDefs from '@sabai/graphql/schema/catalog.graphql';
import type { ApiFeature } from '../core/feature';
import { catalogQueries } from './catalog.resolver';

/** Brands, branches and products as the customer sees them (read-only, cached). */
export const catalogFeature: ApiFeature = {
  typeDefs,
  name: 'catalog',
  queries: catalogQueries,
};
