import type { ApiFeature } from '../core/feature';
import { requestMutations } from './requests.resolver';

/** Large-group requests and legal consents. */
export const requestsFeature: ApiFeature = { name: 'requests', mutations: requestMutations };
