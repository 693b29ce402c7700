// Demo staff accounts to sign in to the admin app with (README, "Demo data"): one per role
// (docs/access.md, Callers). TOTP is off for them; production asks owners and brand admins for it at
// sign-in (docs/decisions.md, "Staff sign-in").
import type { StaffRole } from '@sabai/access';
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

export const DEMO_STAFF_PASSWORD = 'Sabai-Staff-2026';

export interface SeedStaff {
  id: string;
  name: string;
  email: string;
  grant: { role: StaffRole; brand_id: string | null; branch_id: string | null };
}

export const seedStaff: SeedStaff[] = [
  {
    id: '7b2e1d63-4a1f-4d66-8e2f-1b7a7e3c2001',
    name: 'Somchai (owner)',
    email: 'owner@example.com',
    grant: { role: 'owner', brand_id: null, branch_id: null },
  },
  {
    id: '7b2e1d63-4a1f-4d66-8e2f-1b7a7e3c2002',
    name: 'Kanya (Yuzen admin)',
    email: 'yuzen-admin@example.com',
    grant: { role: 'brand_admin', brand_id: 'yuzen', branch_id: null },
  },
  {
    id: '7b2e1d63-4a1f-4d66-8e2f-1b7a7e3c2003',
    name: 'Malee (Yuzen Sukhumvit desk)',
    email: 'sukhumvit-desk@example.com',
    grant: { role: 'branch_staff', brand_id: null, branch_id: 'yuzen-sukhumvit' },
  },
];

/** Upserts the demo staff and resets their grants; a password changed in the demo is kept. */
export async function seedStaffAccounts(trx: Transaction<Database>): Promise<void> {
  for (const { id, name, email, grant } of seedStaff) {
    await trx
      .insertInto('staff_accounts')
      .values({ id, name, email, password_hash: await hashPassword(DEMO_STAFF_PASSWORD), totp_secret: null })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name, email, active: true }))
      .execute();
    await trx.deleteFrom('staff_grants').where('staff_id', '=', id).execute();
    await trx
      .insertInto('staff_grants')
      .values({ staff_id: id, ...grant })
      .execute();
  }
}
