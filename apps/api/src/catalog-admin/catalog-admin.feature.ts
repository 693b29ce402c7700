import catalogTypeDefs from '@sabai/graphql/staff-schema/catalog.graphql';
import promotionTypeDefs from '@sabai/graphql/staff-schema/promotions.graphql';
import settingsTypeDefs from '@sabai/graphql/staff-schema/settings.graphql';
import kioskSettingsTypeDefs from '@sabai/graphql/staff-schema/kiosk-settings.graphql';
import rewardsTypeDefs from '@sabai/graphql/staff-schema/rewards.graphql';
import coursesTypeDefs from '@sabai/graphql/staff-schema/courses.graphql';
import type { ApiFeature } from '../core/feature';
import { catalogAdminMutations, catalogAdminQueries } from './catalog-admin.resolver';

/**
 * The catalogue in admin (docs/product-rules.md, The catalogue in admin): products' texts, prices and branches,
 * branches' closed dates, promotions, the kiosk screens, member rewards and course templates, edited by a brand admin and seen by web and kiosk at once.
 */
export const catalogAdminFeature: ApiFeature = {
  name: 'catalog-admin',
  staff: {
    typeDefs: [
      catalogTypeDefs,
      promotionTypeDefs,
      settingsTypeDefs,
      kioskSettingsTypeDefs,
      rewardsTypeDefs,
      coursesTypeDefs,
    ].join('\n'),
    queries: catalogAdminQueries,
    mutations: catalogAdminMutations,
  },
};
