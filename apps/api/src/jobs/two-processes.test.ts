// Two server processes on one PostgreSQL share the job queue (docs/architecture.md, Background jobs): 200
// queued messages are each sent once and 100 lapsing holds are each swept once, while one process is shut
// down in the middle of the run and the other finishes the work. PostgreSQL only: the embedded database has
// one process by nature.
import { sql } from 'kysely';
import { toBranchLocal } from '@sabai/booking-rules';
import { PREBOOK } from '../../test/payment-harness';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { engines } from '../../test/test-database';
import { startSecondServer, startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig, type Config } from '../config';

const MESSAGES = 200;
const HOLDS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const onPostgres = engines.includes('postgres') ? describe : describe.skip;

onPostgres('two server processes on one PostgreSQL', () => {
  let smtp: SmtpCatcher;
  let first: TestServer;
  let second: TestServer;
  const db = () => second.database.db;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // A provider's answer takes tens of milliseconds: one process alone cannot drain the queue before the
    // other's next poll, so both take part (at once, on a loaded machine, the waking one sent everything).
    smtp.delayMs = 25;
    const { delivery } = loadConfig({});
    const config: Partial<Config> = {
      runJobs: true,
      sweepIntervalMs: 500,
      delivery: { ...delivery, smtpUrl: smtp.url, pollSec: 0.5 },
    };
    // Each process signs its mail, to see that both did part of the work.
    const from = (name: string) => ({
      delivery: { ...delivery, smtpUrl: smtp.url, pollSec: 0.5, mailFrom: name },
    });
    first = await startTestServer('postgres', { ...config, ...from('first@one.test') });
    second = await startSecondServer(first, { ...config, ...from('second@two.test') });
  });
  afterAll(async () => {
    await second.close();
    await first.database.close();
    await smtp.close();
  });

  /** 100 held bookings: one made by prebook, the rest its copies with their own ids and secrets. */
  async function holds() {
    const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
    const made = await first.graphql<{ prebook: { booking_id: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Ploy',
      },
    });
    const id = made.body.data?.prebook.booking_id ?? '';
    await sql`insert into bookings
      select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object(
        'id', gen_random_uuid(), 'token', md5(random()::text)))).*
      from bookings b, generate_series(2, ${HOLDS}) where b.id = ${id}`.execute(db());
  }

  it('sends every message once and sweeps every hold once while one process stops', async () => {
    // Each move of a booking from pending to expired is written down, to count the sweeps.
    await sql`create table swept (booking_id uuid not null)`.execute(db());
    await sql`create function note_sweep() returns trigger language plpgsql as $$
      begin insert into swept values (new.id); return new; end $$`.execute(db());
    await sql`create trigger note_sweep after update of state on bookings for each row
      when (old.state = 'pending' and new.state = 'expired') execute function note_sweep()`.execute(db());
    await holds();

    await sql`insert into outbox (channel, recipient, subject, body)
      select 'email', 'guest' || n || '@example.com', 'Message ' || n, 'Hello ' || n
      from generate_series(1, ${MESSAGES}) n`.execute(db());
    await sql`update bookings set hold_expires_at = now() - interval '1 second' where state = 'pending'`.execute(
      db(),
    );

    await smtp.waitFor(20, 20_000);
    const senders = () => new Set(smtp.received.map((m) => m.from?.text));
    for (let waited = 0; waited < 20_000 && senders().size < 2; waited += 100) await pause(100);
    // A deploy or a scale-down: SIGTERM ends the first process gracefully while it has work in hand.
    await first.app.close();
    await smtp.waitFor(MESSAGES, 60_000);
    for (let waited = 0; waited < 20_000; waited += 200) {
      const left = await db().selectFrom('bookings').select('id').where('state', '=', 'pending').execute();
      if (left.length === 0) break;
      await pause(200);
    }
    await pause(1_500);

    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toHaveLength(MESSAGES);
    expect(new Set(subjects).size).toBe(MESSAGES);
    expect(senders()).toEqual(new Set(['first@one.test', 'second@two.test']));
    const sent = await db().selectFrom('outbox').select('state').where('state', '<>', 'sent').execute();
    expect(sent).toEqual([]);
    const sweeps = await sql<{ n: number; bookings: number }>`
      select count(*)::int as n, count(distinct booking_id)::int as bookings from swept`.execute(db());
    expect(sweeps.rows[0]).toEqual({ n: HOLDS, bookings: HOLDS });
  }, 120_000);
});
