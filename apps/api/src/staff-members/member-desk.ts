// Who may look members up and top up their wallets, and where (docs/access.md, Members at the desk). A member
// account is one for every brand (the users table has no brand), so the permission is asked of the desk's
// branch, which must be of the request's brand: branch staff at their branches, brand admins in their
// brands, owners everywhere. A branch of another brand is branch.notFound; one out of reach login.notAuthorized.
import type { Action, Subject } from '@sabai/access';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { deskStaff, type StaffPrincipal } from '../staff-day/desk-scope';

type Db = Kysely<Database> | Transaction<Database>;

export type DeskBranch = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

/** The staff asking and the desk's branch, once the permission is granted there. */
export async function deskBranchFor(
  scope: Scope,
  branchId: string,
  [action, subject]: readonly [Action, Subject],
): Promise<{ principal: StaffPrincipal; branch: DeskBranch }> {
  const principal = await deskStaff(scope);
  const branch = await scope.catalog.branch(scope.brand.id, branchId);
  if (!branch) throw new AppError('branch.notFound', { branch: branchId });
  guard(principal, action, subject, { brandId: branch.brand_id, branchId: branch.id });
  return { principal, branch };
}

/** What the desk may read of a member: never the password hash, sessions or codes. */
export const MEMBER_COLUMNS = [
  'u.id',
  'u.prefix',
  'u.first_name',
  'u.last_name',
  'u.phone',
  'u.email',
  'u.member_since',
  't.title as tier_title',
] as const;

/** The member by id, with the tier's title; member.notFound when there is none (or the id is no uuid). */
export async function deskMember(db: Db, id: string) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('tiers as t', 't.id', 'u.tier_id')
    .select(MEMBER_COLUMNS)
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('member.notFound');
  return row;
}

export type DeskMemberRow = Awaited<ReturnType<typeof deskMember>>;
