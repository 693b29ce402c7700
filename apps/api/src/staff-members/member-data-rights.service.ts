// A member's rights under Thailand's PDPA (docs/product-rules.md, Members at the desk): a copy of everything Sabai
// keeps about them, and erasure. Erasing removes what names or reaches the person (names, phone, e-mail,
// birthdate, sign-in means, the contact on their bookings and consents) and keeps what accounting must keep:
// bookings, payments, tax documents (their own snapshot), wallet and points ledgers, courses. A member account is
// the deployment's, so the erasure is everywhere; both are in the audit log, without the personal data.
import { eraseMemberInputSchema, memberAtBranchInputSchema, parseInput } from '@sabai/validation';
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import type { WellnessDatabase } from '../auth/wellness/wellness.tables';
import { appendAudit } from '../staff/audit.repository';
import { deskBranchFor } from './member-desk';
import { signInKeys } from './member-page.service';

/** Everything kept about the member, as a JSON document. */
export async function exportMemberData(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(memberAtBranchInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id } = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, parsed.value.branch_id, [
    'manage',
    'member_account',
  ]);
  const db = scope.db;
  const member = await db
    .selectFrom('users')
    .select([
      'id',
      'prefix',
      'first_name',
      'last_name',
      'gender',
      'birthdate',
      'phone',
      'email',
      'is_subscribe',
      'tier_id',
      'member_since',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!member) throw new AppError('member.notFound');
  const records = await recordsOf(db, member);
  await appendAudit(db, {
    staffId: principal.staffId,
    ip: scope.client.ip,
    action: 'member_export',
    subjectType: 'member',
    subjectId: id,
    brandId: branch.brand_id,
    branchId: branch.id,
  });
  const { tier_id, ...profile } = member;
  return JSON.stringify(
    {
      exported_at: new Date().toISOString(),
      member: { ...profile, tier: tier_id },
      ...records,
    },
    null,
    2,
  );
}

/** Erases the member's personal data; answers true. member.notFound when there is no such member. */
export async function eraseMember(scope: Scope, rawInput: unknown): Promise<boolean> {
  const parsed = parseInput(eraseMemberInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, reason } = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, parsed.value.branch_id, [
    'manage',
    'member_account',
  ]);
  await scope.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'phone', 'email', 'tier_id', 'member_since'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('member.notFound');
    await forgetPerson(trx, member);
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'member_erase',
      subjectType: 'member',
      subjectId: member.id,
      brandId: branch.brand_id,
      branchId: branch.id,
      before: { tier: member.tier_id, memberSince: member.member_since },
      after: { reason },
    });
  });
  return true;
}

type Db = Scope['db'];

/** The member's bookings, ledgers, courses, sign-ins, linked logins and consents, as the export lists them. */
async function recordsOf(db: Db, member: { id: string; email: string; phone: string }) {
  const id = member.id;
  const [bookings, wallet, points, courses, sessions, links, consents] = await Promise.all([
    memberBookings(db, id),
    db
      .selectFrom('wallet_ledger')
      .select(['amount_satang', 'reason', 'method', 'reference', 'note', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('points_ledger')
      .select(['points', 'reason', 'expires_at', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('member_courses')
      .select(['course_id', 'volume_total', 'expires_on', 'created_at'])
      .where('user_id', '=', id)
      .execute(),
    db
      .selectFrom('auth_sessions')
      .select(['created_at', 'expires_at', 'revoked_at', 'user_agent', 'ip'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .withTables<WellnessDatabase>()
      .selectFrom('wellness_links')
      .select(['issuer', 'created_at'])
      .where('user_id', '=', id)
      .execute(),
    db
      .selectFrom('legal_consents')
      .select(['brand_id', 'rule', 'version', 'accepted_at', 'ip', 'user_agent'])
      .where((eb) => eb.or([eb('contact_email', '=', member.email), eb('contact_phone', '=', member.phone)]))
      .orderBy('accepted_at')
      .execute(),
  ]);
  return {
    bookings,
    wallet_ledger: wallet,
    points_ledger: points,
    courses,
    sign_ins: sessions,
    linked_logins: links,
    consents,
  };
}

type Person = { id: string; phone: string; email: string };

/** The account no longer names or reaches the person: names, contact, birthdate and every way to sign in. */
async function forgetPerson(trx: Transaction<Database>, member: Person): Promise<void> {
  // Neither a phone nor an e-mail: nobody can sign in as it, register with it or be found by it.
  const erased = `erased-${member.id}`;
  await trx
    .updateTable('users')
    .set({
      prefix: 'Other',
      first_name: '',
      last_name: '',
      gender: null,
      birthdate: null,
      phone: erased,
      email: `${erased}@erased.invalid`,
      password_hash: `erased:${randomBytes(16).toString('hex')}`,
      is_subscribe: false,
    })
    .where('id', '=', member.id)
    .execute();
  await trx.deleteFrom('auth_sessions').where('user_id', '=', member.id).execute();
  await trx
    .withTables<WellnessDatabase>()
    .deleteFrom('wellness_links')
    .where('user_id', '=', member.id)
    .execute();
  await trx.deleteFrom('member_qr_uses').where('user_id', '=', member.id).execute();
  await trx.deleteFrom('otp_codes').where('phone', '=', member.phone).execute();
  await trx.deleteFrom('login_attempts').where('key', 'in', signInKeys(member)).execute();
  await forgetContacts(trx, member);
}

/**
 * The contact on the member's bookings and consents, and the guests' names; the bookings themselves stay. Their
 * waitlist entries go.
 */
async function forgetContacts(trx: Transaction<Database>, member: Person): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      request: null,
      tax_name: null,
      tax_address: null,
      tax_phone: null,
      guests: sql`(select coalesce(jsonb_agg(g - 'name'), '[]'::jsonb) from jsonb_array_elements(guests) g)`,
    })
    .where('user_id', '=', member.id)
    .execute();
  await trx
    .updateTable('legal_consents')
    .set({ contact_email: null, contact_phone: null, ip: null, user_agent: null })
    .where((eb) => eb.or([eb('contact_email', '=', member.email), eb('contact_phone', '=', member.phone)]))
    .execute();
  // A place on a waitlist is a wish, not a record: it goes (docs/product-rules.md, Waitlist).
  await trx
    .deleteFrom('waitlist_entries')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', member.id),
        eb('contact_email', '=', member.email),
        eb('contact_phone', '=', member.phone),
      ]),
    )
    .execute();
}

/** The member's bookings of every brand, with what they said and paid. */
function memberBookings(db: Db, id: string) {
  return db
    .selectFrom('bookings as b')
    .select([
      'b.booking_no',
      'b.brand_id',
      'b.branch_id',
      'b.date',
      'b.time_min',
      'b.state',
      'b.guest_count',
      'b.guests',
      'b.contact_name',
      'b.contact_email',
      'b.contact_phone',
      'b.request',
      'b.tax_id',
      'b.tax_name',
      'b.tax_address',
      'b.grand_total_satang',
      'b.paid_at',
      'b.created_at',
    ])
    .where('b.user_id', '=', id)
    .orderBy('b.created_at')
    .execute();
}
