// Delivery through an SMTP server that is down (docs/operations.md, Messages): each message is retried with a
// growing delay, then given up (the dead-letter state, in pg-boss's dead-letter queue too); once the server is
// back, the brand's admin sends it again and it arrives once. A message sent before the outage is never sent again.
import { sql } from 'kysely';
import { aPaidBooking } from '../../test/paid-booking';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import type { NotifyPayload } from '../payment/gateway';
import { SUKHUMVIT_DESK, YUZEN_ADMIN, signedInStaff, staffGql } from '../../test/staff-client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const UNDELIVERED = `{ undeliveredMessages { id state attempts booking_no last_error kind } }`;
const RESEND = `mutation ($id: ID!) { resendMessage(id: $id) { id state } }`;

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
        runJobs: true,
        delivery: { ...delivery, smtpUrl: smtp.url, pollSec: 0.5, retryLimit: 2, retryDelaySec: 1 },
      },
      { sandboxNotify: async (payload) => void notifies.push(payload) },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function undelivered(staff: string) {
    return (await staffGql<{ undeliveredMessages: object[] }>(server, UNDELIVERED, {}, { staff })).body.data
      ?.undeliveredMessages;
  }

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
    // bigserial: PGlite reads it as a number, pg as text; GraphQL's ID is text.
    const id = String(row.id);

    const dead = await stateOf(row.id, 'dead');
    expect(dead).toMatchObject({ attempts: 3, last_error: 'smtp 451 EMESSAGE' });
    const [first = 0, second = 0, third = 0] = smtp.attempts;
    expect(smtp.attempts).toHaveLength(3);
    // The delay doubles: at least 1 s, then at least 2 s (pg-boss adds up to as much again at random).
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    // pg-boss files the dead letter after the failed attempt has marked the row: wait for it a moment.
    const letters = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pgboss.job
          where name = 'deliver-message-dead' and data->>'id' = ${row.id}`.execute(db())
      ).rows[0]?.n;
    for (let waited = 0; (await letters()) === 0 && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await letters()).toBe(1);
    // The brand's admin sees it with its reason; the desk may not (manage message is the admin's).
    const admin = await signedInStaff(server, YUZEN_ADMIN);
    expect(await undelivered(admin)).toEqual([
      {
        id,
        state: 'dead',
        attempts: 3,
        booking_no: booking.no,
        last_error: 'smtp 451 EMESSAGE',
        kind: 'booking_confirmation',
      },
    ]);
    const desk = await signedInStaff(server, SUKHUMVIT_DESK);
    expect((await staffGql(server, UNDELIVERED, {}, { staff: desk })).code).toBe('login.notAuthorized');
    expect((await staffGql(server, RESEND, { id: row.id }, { staff: desk })).code).toBe(
      'login.notAuthorized',
    );

    smtp.refusing = false;
    await pause(1_500);
    expect(smtp.received.map((m) => m.to)).toHaveLength(1);
    const resent = await staffGql(server, RESEND, { id: row.id }, { staff: admin });
    expect(resent.body.data).toEqual({ resendMessage: { id, state: 'queued' } });
    expect((await staffGql(server, RESEND, { id: row.id }, { staff: admin })).code).toBe(
      'message.notResendable',
    );
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'message_resend')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ subject_type: 'message', subject_id: id })]);
    await stateOf(row.id, 'sent');
    await pause(1_500);
    const subjects = smtp.received.map((m) => m.subject ?? '');
    expect(subjects.filter((s) => s.includes(booking.no))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes(before.no))).toHaveLength(1);
    expect(await undelivered(admin)).toEqual([]);
  }, 60_000);
});
