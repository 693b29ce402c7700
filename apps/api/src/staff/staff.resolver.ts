// staffMe, staffBranches and TOTP enrolment (libs/graphql/staff-schema/staff.graphql). The endpoint has
// checked each operation's declared requirement (staff-operations.ts) before these run.
import { AppError } from '../core/app-error';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import { staffIdOf } from './current-staff';
import { findStaffById, grantsOf } from './staff-account.repository';
import { branchesInReach } from './staff-branches.repository';
import { toStaff, toStaffBranch } from './staff.mapper';
import { beginTotp, confirmTotp } from './staff-totp';
import type { StaffGraphQLContext } from '../graphql/staff-context';

async function signedInAccount(context: StaffGraphQLContext) {
  const account = await findStaffById(context.db, staffIdOf(await context.principal()));
  if (!account) throw new AppError('login.unauthenticated');
  return account;
}

export const staffQueries: Partial<QueryResolvers> = {
  staffMe: async (_parent, _args, context) => {
    const principal = await context.principal();
    if (principal.kind !== 'staff') return null;
    const account = await findStaffById(context.db, principal.staffId);
    return account ? toStaff(account, await grantsOf(context.db, account.id)) : null;
  },
  staffBranches: async (_parent, _args, context) => {
    const rows = await branchesInReach(context.db, await context.principal());
    return rows.map((row) => toStaffBranch(row, context.locale));
  },
};

export const staffMutations: Partial<MutationResolvers> = {
  staffTotpBegin: async (_parent, _args, context) => {
    const url = await beginTotp(context.db, await signedInAccount(context));
    if (!url) throw new AppError('staff.totpEnabled');
    return { otpauth_url: url, qr_data_url: await (await import('qrcode')).default.toDataURL(url) };
  },
  staffTotpConfirm: async (_parent, { code }, context) => {
    const account = await signedInAccount(context);
    if (account.totp_enabled) throw new AppError('staff.totpEnabled');
    const codes = await confirmTotp(context.db, account, code.trim());
    if (!codes) throw new AppError('otp.invalid');
    return codes;
  },
};
