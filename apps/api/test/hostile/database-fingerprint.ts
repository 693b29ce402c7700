// What a refused call must leave as it was: every table a customer's data lives in. Left out: what
// records refusals on purpose (login and code attempts, every gateway notify, analytics events), and the
// per-account failure counters on users.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/db/schema';

const BOOKKEEPING = new Set([
  'auth_attempts',
  'login_attempts',
  'otp_codes',
  'payment_notifies',
  'track_events',
  'member_qr_uses',
  // Every staff call moves its session's idle end (docs/api.md, Staff API).
  'staff_sessions',
  'users',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** The tables a fingerprint reads; the schema does not change during a suite, so it is read once per database. */
const tablesOf = new WeakMap<Kysely<Database>, Promise<string[]>>();

async function watchedTables(db: Kysely<Database>): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      .execute(db)
      .then((result) =>
        result.rows.map((r) => r.name).filter((n) => !BOOKKEEPING.has(n) && !n.startsWith('sandbox_')),
      );
    tablesOf.set(db, tables);
  }
  return tables;
}

/** One statement for the whole database: a fingerprint is taken around every hostile call. */
export async function databaseFingerprint(db: Kysely<Database>): Promise<string> {
  const digests: RawBuilder<unknown>[] = (await watchedTables(db)).map(
    (name) => sql`select ${name}::text as name,
      md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`,
  );
  digests.push(sql`select 'users' as name, md5(string_agg((id, phone, email, password_hash, first_name,
    last_name, birthdate)::text, '|' order by id)) as digest from users`);
  const result = await sql<{
    name: string;
    digest: string | null;
  }>`${sql.join(digests, sql` union all `)}`.execute(db);
  return result.rows.map((r) => `${r.name}:${r.digest ?? ''}`).join('\n');
}

/**
 * Fingerprints around a run of calls: what a refused call left is what the next call starts from, so a run
 * of refusals takes one fingerprint per call instead of two. Only for a server without background steps.
 */
export function fingerprintsOf(db: Kysely<Database>) {
  let known: string | null = null;
  return {
    before: async (): Promise<string> => (known ??= await databaseFingerprint(db)),
    /** After a refused call: did it change anything? */
    unchanged: async (before: string): Promise<boolean> => {
      known = await databaseFingerprint(db);
      return known === before;
    },
    /** After a call that was answered: it may have written, so the next call takes a fresh fingerprint. */
    forget: (): void => {
      known = null;
    },
  };
}
