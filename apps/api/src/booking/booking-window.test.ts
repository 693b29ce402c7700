// The edges of a booking's time: the 15-minute grid, the brand's horizon, and treatments that would run
// past closing or past midnight, each refused with its own code and never a server error.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id is_bookable } }`;
const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) { grand_total } }`;
const DAY_MS = 86_400_000;

describe.each(oneEngine)('the edges of a booking time on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const dayIn = (days: number) => toBranchLocal(Date.now() + days * DAY_MS, 'Asia/Bangkok').date;
  const treatments = (...ids: string[]) => JSON.stringify([{ no: 1, treatments: ['yu-locker-set', ...ids] }]);
  const prebook = (date_time: string, items = treatments('yu-thai-60')) =>
    server.graphql(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time,
        treatments: items,
        contact_name: 'Edge',
        contact_email: 'edge@example.com',
      },
    });
  const error = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions;

  it.each(['14:07:00', '14:10:00', '14:15:30'])(
    'refuses %s, off the 15-minute grid, naming the field',
    async (time) => {
      const { status, body } = await prebook(`${dayIn(5)} ${time}`);
      expect(status).toBeLessThan(500);
      expect(error(body)).toMatchObject({ code: 'request.invalid', field: 'date_time' });
      const summary = await server.graphql(SUMMARY, {
        input: {
          branch_id: 'yuzen-sukhumvit',
          datetime: `${dayIn(5)} ${time}`,
          treatments: treatments('yu-thai-60'),
        },
      });
      expect(error(summary.body)).toMatchObject({ code: 'request.invalid', field: 'datetime' });
    },
  );

  it("takes a quarter past as on the grid, leaving the web's half-hour slots to the booking rules", async () => {
    const { body } = await server.graphql(SUMMARY, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        datetime: `${dayIn(5)} 14:15:00`,
        treatments: treatments('yu-thai-60'),
      },
    });
    expect(error(body)).toMatchObject({ code: 'booking.invalid', problems: [{ code: 'time_not_on_slot' }] });
  });

  it("refuses a date beyond the brand's horizon with its own code, and takes the last day", async () => {
    const beyond = await prebook(`${dayIn(181)} 14:00:00`);
    expect(error(beyond.body)).toMatchObject({ code: 'booking.beyondHorizon', days: 180 });
    expect(beyond.body.errors?.[0]?.message).toContain('180 days');
    const summary = await server.graphql(SUMMARY, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        datetime: `${dayIn(181)} 14:00:00`,
        treatments: treatments('yu-thai-60'),
      },
    });
    expect(error(summary.body)).toMatchObject({ code: 'booking.beyondHorizon' });
    const last = await prebook(`${dayIn(179)} 14:00:00`);
    expect(last.body.errors).toBeUndefined();
  });

  it('names the guest whose treatments would run past closing', async () => {
    const { status, body } = await prebook(`${dayIn(6)} 21:30:00`, treatments('yu-pkg-signature'));
    expect(status).toBeLessThan(500);
    expect(error(body)?.['code']).toBe('booking.invalid');
    expect(error(body)?.['problems']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'ends_after_closing',
          params: expect.objectContaining({ guest: 1 }),
        }),
      ]),
    );
  });

  it('names the guest whose treatments would run past midnight at a branch that closes at 00:00', async () => {
    await sql`update branches set close_time = '00:00' where id = 'yuzen-sukhumvit'`.execute(
      server.database.db,
    );
    try {
      const { status, body } = await prebook(
        `${dayIn(7)} 23:00:00`,
        treatments('yu-onsen-120', 'yu-thai-90'),
      );
      expect(status).toBeLessThan(500);
      expect(error(body)?.['code']).toBe('booking.invalid');
      expect(JSON.stringify(error(body)?.['problems'])).toContain('"guest":1');
    } finally {
      await sql`update branches set close_time = '23:00' where id = 'yuzen-sukhumvit'`.execute(
        server.database.db,
      );
    }
  });
});
