// Self check-in at the kiosk (docs/product-rules.md, Kiosk): the booking's QR at its branch's kiosk, on its
// day from an hour before its start, checks it in once, with an audit row; every other case is refused with
// its reason and changes nothing. The server's clock is fixed at 10:00 in Bangkok on the test's day.
import { post } from '../../test/auth-client';
import { aHeldBooking, aPaidBooking, dayAhead } from '../../test/desk-bookings';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { fixedClock } from '../core/clock';
import { createPairingCode } from './kiosk-device.repository';

const CHECK_IN = `mutation ($qr: String!) { kioskCheckIn(qr: $qr) { booking_no time guest_count } }`;
const day = dayAhead(10);
const nextDay = dayAhead(11);

describe.each(oneEngine)('self check-in at the kiosk on %s', (engine) => {
  let server: TestServer;
  let device = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock: fixedClock(Date.parse(`${day}T10:00:00+07:00`)) });
    const made = await createPairingCode(server.database.db, {
      brandId: 'yuzen',
      branchId: 'yuzen-sukhumvit',
      name: 'Lobby',
      createdBy: null,
    });
    const paired = await post(server, '/api/kiosk/pair', { code: made.code });
    const cookie = [paired.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sabai_kiosk='));
    device = cookie!.split(';')[0]!.slice('sabai_kiosk='.length);
  });
  afterAll(() => server.close());

  const link = (booking: { id: string; token: string }) =>
    `http://localhost/book/${booking.id}?token=${booking.token}`;
  const checkIn = async (qr: string, asDevice = true) => {
    const answer = await post(
      server,
      '/graphql',
      { query: CHECK_IN, variables: { qr } },
      asDevice ? { headers: { cookie: `sabai_kiosk=${device}` } } : {},
    );
    const body = answer.json() as {
      data?: { kioskCheckIn: { booking_no: string; time: string; guest_count: number } } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: answer.statusCode, body, code: body.errors?.[0]?.extensions?.code };
  };
  const stateOf = async (id: string) =>
    (
      await server.database.db
        .selectFrom('bookings')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;

  it("checks in a paid booking of the kiosk's branch on its day, once", async () => {
    const booking = await aPaidBooking(server.database, { date: day, time: '10:30' });
    const first = await checkIn(link(booking));
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.kioskCheckIn).toEqual({
      booking_no: expect.stringMatching(/^YU-/),
      time: '10:30:00',
      guest_count: 1,
    });
    expect(await stateOf(booking.id)).toBe('checked_in');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'after'])
      .where('subject_id', '=', booking.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'check_in',
        staff_id: null,
        after: expect.objectContaining({ by: 'kiosk', state: 'checked_in' }),
      },
    ]);
    const again = await checkIn(link(booking));
    expect(again.code).toBe('checkIn.alreadyCheckedIn');
  });

  it('refuses, saying why, and changes nothing', async () => {
    const early = await aPaidBooking(server.database, { date: day, time: '12:00' });
    const tomorrow = await aPaidBooking(server.database, { date: nextDay, time: '11:00' });
    const elsewhere = await aPaidBooking(server.database, {
      date: day,
      time: '11:00',
      branchId: 'yuzen-ratchada',
    });
    const unpaid = await aHeldBooking(server.database, { date: day, time: '11:00' });
    const refusals = {
      early: await checkIn(link(early)),
      tomorrow: await checkIn(link(tomorrow)),
      elsewhere: await checkIn(link(elsewhere)),
      unpaid: await checkIn(link(unpaid)),
      forged: await checkIn(link({ id: early.id, token: 'not-the-secret' })),
      garbage: await checkIn('hello'),
      notADevice: await checkIn(link(early), false),
    };
    expect(Object.fromEntries(Object.entries(refusals).map(([k, r]) => [k, r.code]))).toEqual({
      early: 'checkIn.tooEarly',
      tomorrow: 'checkIn.notToday',
      elsewhere: 'checkIn.wrongBranch',
      unpaid: 'checkIn.unpaid',
      forged: 'booking.notFound',
      garbage: 'request.invalid',
      notADevice: 'login.notAuthorized',
    });
    expect(refusals.early.body.errors?.[0]?.message).toBe('Too early to check in: check-in opens at 11:00.');
    expect(refusals.tomorrow.body.errors?.[0]?.message).toBe(`This booking is for ${nextDay}, not today.`);
    expect(refusals.elsewhere.body.errors?.[0]?.message).toMatch(
      /^This booking is at .*Ratchada.*\. Please check in there\.$/,
    );
    for (const r of Object.values(refusals)) expect(r.status).toBeLessThan(500);
    for (const b of [early, tomorrow, elsewhere]) expect(await stateOf(b.id)).toBe('paid');
    expect(await stateOf(unpaid.id)).toBe('pending');
  });
});
