// Failed logins counted per name and per account, each attempt before its password is checked
// (docs/decisions.md, "Login limits hold under simultaneous attempts"): a key is `name:<normalised username>`,
// whether or not a member has it, or `account:<user id>`. They replace users.failed_logins and locked_until,
// whose counts and locks move over.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await sql`insert into login_attempts (key, attempts, locked_until)
    select 'account:' || id, failed_logins, locked_until from users
    where failed_logins > 0 or locked_until > now()`.execute(db);
  await db.schema.alterTable('users').dropColumn('failed_logins').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await sql`update users set failed_logins = case when a.locked_until is null then a.attempts else 0 end,
    locked_until = a.locked_until
    from login_attempts a where a.key = 'account:' || users.id`.execute(db);
  await db.schema.dropTable('login_attempts').execute();
}
