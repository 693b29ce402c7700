// The staff contract's shapes (libs/graphql/staff-schema/staff.graphql) from the accounts and branches.
import type { StaffGrant as Grant } from '@sabai/access';
import type { LocaleCode } from '@sabai/i18n';
import { pick } from '../i18n/translated-text';
import type { Staff, StaffBranch } from '../graphql/generated/staff-resolvers';
import type { StaffAccount } from './staff-account.repository';
import type { BranchWithBrand } from './staff-branches.repository';

export function toStaff(account: StaffAccount, grants: readonly Grant[]): Staff {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    totp_enabled: account.totp_enabled,
    grants: grants.map((g) => ({ role: g.role, brand_ids: [...g.brandIds], branch_ids: [...g.branchIds] })),
  };
}

export function toStaffBranch(row: BranchWithBrand, locale: LocaleCode): StaffBranch {
  return {
    id: row.id,
    name: pick(row.name, locale),
    brand_id: row.brand_id,
    brand_name: pick(row.brand_name, locale),
    time_zone: row.time_zone,
    open_time: row.open_time,
    close_time: row.close_time,
    spa_capacity: row.spa_beds,
    onsen_capacity: row.onsen_places,
  };
}
