import type { MutationResolvers } from '../graphql/generated/resolvers';
import { directRequest } from './direct-request.service';
import { acceptLegal } from './legal-consent.service';

export const requestMutations: Pick<MutationResolvers, 'directRequest' | 'acceptLegal'> = {
  directRequest: async (_parent, { input }, context) => {
    const { id } = await directRequest(context, input);
    return { id, status: true };
  },
  acceptLegal: async (_parent, { input }, context) => ({ status: await acceptLegal(context, input) }),
};
