import staffTypeDefs from '@sabai/graphql/staff-schema/catalog.graphql';
import type { ApiFeature } from '../core/feature';
import { catalogAdminMutations, catalogAdminQueries } from './catalog-admin.resolver';

/**
 * The catalogue in admin (docs/product-rules.md, The catalogue in admin): products' texts, prices and branches,
 * and branches' closed dates, edited by a brand admin and seen by web and kiosk at once.
 */
export const catalogAdminFeature: ApiFeature = {
  name: 'catalog-admin',
  staff: { typeDefs: staffTypeDefs, queries: catalogAdminQueries, mutations: catalogAdminMutations },
};
