// Delivery through an SMTP server that is down (docs/operations.md, Messages): each message is retried with a
// growing delay, then given up (the dead-letter state, in pg-boss's dead-letter queue too); once the server is
// back, staff send it again and it arrives once. A message sent before the outage is never sent again.
import { sql } from 'kysely';
import { aPaidBooking } from '../../test/paid-booking';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import type { NotifyPayload } from '../payment/gateway';
import { resendMessage, undeliveredMessages } from './undelivered-messages.service';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('message retries on %s', (engine) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const { delivery } = loadConfig({});
    server = await startTestServer(
      engine,
      {
        publicBaseUrl: 'http://localhost:3000',
        delivery: { ...delivery, smtpUrl: smtp.url, pollSec: 0.5, retryLimit: 2, retryDelaySec: 1 },
      },
      { sandboxNotify: async (payload) => void notifies.push(payload) },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function stateOf(id: string, wanted: string) {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const row = await db().selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (row.state === wanted) return row;
      await pause(100);
    }
    throw new Error(`message ${id} never became ${wanted}`);
  }

  it('retries with backoff, gives up into the dead letters, and staff send it again once', async () => {
    const before = await aPaidBooking(server, notifies, { locale: 'en', email: 'before@example.com' });
    await smtp.waitFor(1);
    smtp.refusing = true;
    smtp.attempts.length = 0;
    const booking = await aPaidBooking(server, notifies, { locale: 'th', email: 'during@example.com' });
    const row = await db()
      .selectFrom('outbox')
      .select('id')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();

    const dead = await stateOf(row.id, 'dead');
    expect(dead).toMatchObject({ attempts: 3, last_error: 'smtp 451 EMESSAGE' });
    const [first = 0, second = 0, third = 0] = smtp.attempts;
    expect(smtp.attempts).toHaveLength(3);
    // The delay doubles: at least 1 s, then at least 2 s (pg-boss adds up to as much again at random).
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    const letters = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
      where name = 'deliver-message-dead' and data->>'id' = ${row.id}`.execute(db());
    expect(letters.rows[0]?.n).toBe(1);
    expect(await undeliveredMessages(db())).toEqual([
      expect.objectContaining({ id: row.id, state: 'dead', booking_no: booking.no, attempts: 3 }),
    ]);

    smtp.refusing = false;
    await pause(1_500);
    expect(smtp.received.map((m) => m.to)).toHaveLength(1);
    expect(await resendMessage(db(), row.id)).toBe(true);
    expect(await resendMessage(db(), row.id)).toBe(false);
    await stateOf(row.id, 'sent');
    await pause(1_500);
    const subjects = smtp.received.map((m) => m.subject ?? '');
    expect(subjects.filter((s) => s.includes(booking.no))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes(before.no))).toHaveLength(1);
    expect(await undeliveredMessages(db())).toEqual([]);
  }, 60_000);
});
