// Who a wellness identity is at Sabai (docs/product-rules.md, Members): the member already linked to the
// provider's subject; else the one with the same verified e-mail, else the same verified phone (and the link is
// stored); else nobody yet: the customer confirms their details and becomes a member.
import type { Kysely, Selectable } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import type { WellnessConfirmInput } from '@sabai/validation';
import type { Database, UserTable } from '../../db/schema';
import { hashPassword } from '../password';
import type { WellnessDatabase, WellnessIdentity } from './wellness.tables';

type Db = Kysely<Database & WellnessDatabase>;
type User = Selectable<UserTable>;

const GENDER_OF_PREFIX: Record<string, string | null> = { 'Mr.': 'male', 'Mrs.': 'female', Miss: 'female' };

async function linkedMember(db: Db, identity: WellnessIdentity): Promise<User | undefined> {
  return db
    .selectFrom('wellness_links')
    .innerJoin('users', 'users.id', 'wellness_links.user_id')
    .selectAll('users')
    .where('wellness_links.issuer', '=', identity.issuer)
    .where('wellness_links.subject', '=', identity.subject)
    .executeTakeFirst();
}

async function link(db: Db, identity: WellnessIdentity, userId: string): Promise<void> {
  await db
    .insertInto('wellness_links')
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

/** The member for this identity, linking a verified e-mail or phone match; undefined when there is none. */
export async function memberForIdentity(db: Db, identity: WellnessIdentity): Promise<User | undefined> {
  const linked = await linkedMember(db, identity);
  if (linked) return linked;
  // Only what the provider verified may claim an existing account: an unverified e-mail could be anyone's.
  const byEmail =
    identity.email && identity.emailVerified
      ? await db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst()
      : undefined;
  const byPhone =
    !byEmail && identity.phone && identity.phoneVerified
      ? await db.selectFrom('users').selectAll().where('phone', '=', identity.phone).executeTakeFirst()
      : undefined;
  const match = byEmail ?? byPhone;
  if (match) await link(db, identity, match.id);
  return match;
}

/**
 * A new member from a confirmed identity, linked to it. 'duplicate' when the phone or e-mail given belongs to
 * another member (they should log in and link by the verified one, or reset their password).
 */
export async function createLinkedMember(
  db: Db,
  identity: WellnessIdentity,
  details: WellnessConfirmInput,
): Promise<User | 'duplicate'> {
  // No password to log in with: a random one nobody knows; a password reset by SMS can set one later.
  const password_hash = await hashPassword(randomBytes(32).toString('base64url'));
  // Two confirmations at once: the unique indexes decide, and the loser hears 'duplicate'.
  return insertLinkedMember(db, identity, details, password_hash).catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === '23505') return 'duplicate' as const;
    throw error;
  });
}

function insertLinkedMember(
  db: Db,
  identity: WellnessIdentity,
  details: WellnessConfirmInput,
  password_hash: string,
): Promise<User | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('phone', '=', details.phone), eb('email', '=', details.email)]))
      .executeTakeFirst();
    if (taken) return 'duplicate' as const;
    const user = await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        prefix: details.prefix,
        first_name: details.first_name,
        last_name: details.last_name,
        gender: GENDER_OF_PREFIX[details.prefix] ?? null,
        birthdate: null,
        phone: details.phone,
        email: details.email,
        is_subscribe: details.is_subscribe,
        password_hash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await link(trx, identity, user.id);
    return user;
  });
}
