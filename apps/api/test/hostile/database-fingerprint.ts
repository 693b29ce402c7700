// What a refused call must leave as it was: every table a customer's data lives in. Left out: what
// records refusals on purpose (login and code attempts, every gateway notify, analytics events), and the
// per-account failure counters on users.
import { sql, type Kysely } from 'kysely';
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

export async function databaseFingerprint(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name) || name.startsWith('sandbox_')) continue;
    const row = await sql<{ digest: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`.execute(db);
    parts.push(`${name}:${row.rows[0]?.digest ?? ''}`);
  }
  const users = await sql<{ digest: string | null }>`
    select md5(string_agg((id, phone, email, password_hash, first_name, last_name, birthdate)::text, '|'
      order by id)) as digest from users`.execute(db);
  parts.push(`users:${users.rows[0]?.digest ?? ''}`);
  return parts.join('\n');
}
