import typeDefs from '@sabai/graphql/schema/requests.graphql';
import type { ApiFeature } from '../core/feature';
import { requestMutations } from './requests.resolver';

/** Large-group requests and legal consents. */
export const requestsFeature: ApiFeature = {
  typeDefs,
  name: 'requests',
  mutations: requestMutations,
};
