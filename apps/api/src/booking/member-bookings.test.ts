import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const BOOKINGS = `query ($scope: String!) { memberBookings(scope: $scope) {
  id booking_no token state branch_id branch_name date_time guest_count grand_total guests { no name treatments } } }`;

type Listed = { id: string; state: string; date_time: string; grand_total: number; token: string };

describe.each(oneEngine)('member bookings on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  let basic = '';
  const db = () => server.database.db;
  const ahead = (days: number) => toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok').date;
  const input = (date: string, time: string, over: Record<string, unknown> = {}) => ({
    guest_count: 1,
    branch_id: 'yuzen-sukhumvit',
    date_time: `${date} ${time}:00`,
    treatments: JSON.stringify([{ no: 1, name: 'Ploy', treatments: ['yu-locker-set', 'yu-thai-60'] }]),
    contact_name: 'Ploy',
    contact_email: 'gold@example.com',
    ...over,
  });
  const prebook = async (date: string, time: string, cookie?: string, over: Record<string, unknown> = {}) => {
    const { body } = await gql<{ prebook: { booking_id: string; token: string; is_bookable: boolean } }>(
      server,
      PREBOOK,
      { input: input(date, time, over) },
      cookie ? { cookie } : {},
    );
    return body;
  };
  const listed = async (scope: string, cookie: string) => {
    const { body } = await gql<{ memberBookings: Listed[] }>(server, BOOKINGS, { scope }, { cookie });
    expect(body.errors).toBeUndefined();
    return body.data?.memberBookings ?? [];
  };
  const ownerOf = async (id: string) =>
    (await db().selectFrom('bookings').select('user_id').where('id', '=', id).executeTakeFirstOrThrow())
      .user_id;
  const setState = (id: string, state: string, date?: string) =>
    sql`update bookings set state = ${state}, date = coalesce(${date ?? null}::date, date) where id = ${id}`.execute(
      db(),
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    basic = authCookie(await passwordLogin(server, BASIC.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    for (const table of ['payment_orders', 'capacity_holds', 'bookings'])
      await sql`delete from ${sql.table(table)}`.execute(db());
  });

  it('keeps the member as the owner of what they book; a visitor’s booking has none', async () => {
    const goldUser = await db()
      .selectFrom('users')
      .select('id')
      .where('phone', '=', GOLD.phone)
      .executeTakeFirstOrThrow();
    const mine = (await prebook(ahead(3), '15:00', gold)).data?.prebook;
    const anonymous = (await prebook(ahead(3), '16:00')).data?.prebook;
    expect(await ownerOf(mine!.booking_id)).toBe(goldUser.id);
    expect(await ownerOf(anonymous!.booking_id)).toBeNull();
    // Moving a hold never changes the owner, whoever moves it with the token.
    const moved = await prebook(ahead(3), '17:00', undefined, { id: mine!.booking_id, token: mine!.token });
    expect(moved.errors).toBeUndefined();
    expect(await ownerOf(mine!.booking_id)).toBe(goldUser.id);
    await prebook(ahead(3), '17:30', gold, { id: anonymous!.booking_id, token: anonymous!.token });
    expect(await ownerOf(anonymous!.booking_id)).toBeNull();
  });

  it('refuses another member moving a member’s booking, even with its token', async () => {
    const mine = (await prebook(ahead(3), '15:00', gold)).data?.prebook;
    const { code } = await gql(
      server,
      PREBOOK,
      { input: input(ahead(4), '15:00', { id: mine!.booking_id, token: mine!.token }) },
      { cookie: basic },
    );
    expect(code).toBe('booking.notFound');
    const row = await db()
      .selectFrom('bookings')
      .select('date')
      .where('id', '=', mine!.booking_id)
      .executeTakeFirstOrThrow();
    expect(row.date).toBe(ahead(3));
  });

  it('lists upcoming paid bookings soonest first and previous ones newest first', async () => {
    const ids: Record<string, string> = {};
    for (const [name, days, time] of [
      ['later', 5, '15:00'],
      ['sooner', 3, '16:00'],
      ['checkedIn', 3, '15:00'],
      ['pending', 3, '17:00'],
      ['cancelled', 4, '15:00'],
      ['past', 6, '15:00'],
      ['older', 6, '16:00'],
      ['completed', 7, '15:00'],
      ['expired', 7, '16:00'],
    ] as const) {
      const made = await prebook(ahead(days), time, gold);
      expect(made.errors).toBeUndefined();
      ids[name] = made.data!.prebook.booking_id;
    }
    await setState(ids['later']!, 'paid');
    await setState(ids['sooner']!, 'paid');
    await setState(ids['checkedIn']!, 'checked_in');
    await setState(ids['cancelled']!, 'cancelled');
    await setState(ids['past']!, 'paid', ahead(-2));
    await setState(ids['older']!, 'paid', ahead(-9));
    await setState(ids['completed']!, 'completed', ahead(-5));
    await setState(ids['expired']!, 'expired', ahead(-1));
    await sql`update bookings set grand_total_satang = 67500 where id = ${ids['later']!}`.execute(db());

    const upcoming = await listed('upcoming', gold);
    expect(upcoming.map((b) => b.id)).toEqual([ids['checkedIn'], ids['sooner'], ids['later']]);
    expect(upcoming[0]).toMatchObject({
      state: 'checked_in',
      branch_id: 'yuzen-sukhumvit',
      branch_name: expect.any(String),
      date_time: `${ahead(3)} 15:00:00`,
      guest_count: 1,
      // Paid before totals were kept: priced as now, for the Gold member (10% at Yuzen).
      grand_total: 675,
      guests: [{ no: 1, name: 'Ploy', treatments: ['yu-locker-set', 'yu-thai-60'] }],
    });
    expect(upcoming[0]?.token).toHaveLength(32);
    // What the payment was opened for, not today's price.
    expect(upcoming[2]?.grand_total).toBe(675);
    const previous = await listed('previous', gold);
    expect(previous.map((b) => b.id)).toEqual([
      ids['cancelled'],
      ids['past'],
      ids['completed'],
      ids['older'],
    ]);
  });

  it('shows a member none of another member’s bookings', async () => {
    const mine = (await prebook(ahead(3), '15:00', gold)).data!.prebook;
    await setState(mine.booking_id, 'paid');
    expect((await listed('upcoming', gold)).map((b) => b.id)).toEqual([mine.booking_id]);
    expect(await listed('upcoming', basic)).toEqual([]);
    expect(await listed('previous', basic)).toEqual([]);
  });

  it('asks a visitor to log in, and names a wrong scope', async () => {
    expect((await gql(server, BOOKINGS, { scope: 'upcoming' })).code).toBe('login.unauthenticated');
    const wrong = await gql(server, BOOKINGS, { scope: 'all' }, { cookie: gold });
    expect(wrong.code).toBe('request.invalid');
    expect(wrong.body.errors?.[0]?.extensions?.['field']).toBe('scope');
  });
});
