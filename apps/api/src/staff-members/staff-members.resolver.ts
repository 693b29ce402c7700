// Members at the desk at /admin/graphql (libs/graphql/staff-schema/members.graphql): each operation calls its
// service with the request's scope. The endpoint has checked each operation's declared permission
// (staff/staff-operations.ts); the services check its reach at the desk's branch.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import { pick } from '../i18n/translated-text';
import { memberPage, staffMember } from './member-page.service';
import { findMembers } from './member-search.service';
import { toMemberPage, toStaffMember } from './staff-members.mapper';
import { adjustMemberFunds } from './member-adjust.service';
import { eraseMember, exportMemberData } from './member-data-rights.service';
import { memberTiers, setMemberTier, unlockMember } from './member-standing.service';
import { topUpWallet } from './wallet-top-up.service';

const freshPage = { ledgerPage: 1, pastPage: 1 };

export const memberQueries: Partial<QueryResolvers> = {
  findMembers: async (_parent, args, context) =>
    toMemberPage(await findMembers(context, args), context.locale),
  staffMember: async (_parent, args, context) =>
    toStaffMember(await staffMember(context, args), context.locale),
  memberDataExport: (_parent, args, context) => exportMemberData(context, args),
  memberTiers: async (_parent, { branch_id }, context) =>
    (await memberTiers(context, branch_id)).map((tier) => ({
      id: tier.id,
      name: pick(tier.title, context.locale),
    })),
};

export const memberMutations: Partial<MutationResolvers> = {
  // The member's page as it now is, from its first pages: the new row heads the ledger.
  topUpWallet: async (_parent, { input }, context) => {
    const id = await topUpWallet(context, input);
    return toStaffMember(await memberPage(context, id, freshPage), context.locale);
  },
  adjustMemberFunds: async (_parent, { input }, context) => {
    const id = await adjustMemberFunds(context, input);
    return toStaffMember(await memberPage(context, id, freshPage), context.locale);
  },
  eraseMember: (_parent, args, context) => eraseMember(context, args),
  setMemberTier: async (_parent, args, context) =>
    toStaffMember(await memberPage(context, await setMemberTier(context, args), freshPage), context.locale),
  unlockMember: async (_parent, args, context) =>
    toStaffMember(await memberPage(context, await unlockMember(context, args), freshPage), context.locale),
};
