import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { expireLapsedHolds } from '../jobs/expire-holds.job';
import { engines } from '../../test/test-database';
import { startSecondServer, startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) {
  booking_id token hold_expires_at is_bookable message guests { no is_bookable message }
  suggest_branches { pool { id } province { id } } is_swappable_branch } }`;

type Prebook = {
  booking_id: string | null;
  token: string | null;
  hold_expires_at: string | null;
  is_bookable: boolean;
  message: string | null;
  guests: { no: number; is_bookable: boolean; message: string | null }[];
  suggest_branches: { pool: { id: string }[]; province: { id: string }[] };
  is_swappable_branch: boolean;
};

/** A date some days ahead in Bangkok, with the weekday wanted (0 = Sunday). */
function dayAhead(weekday?: number): string {
  for (let days = 2; days < 9; days++) {
    const local = toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok');
    if (weekday === undefined || new Date(`${local.date}T12:00:00Z`).getUTCDay() === weekday)
      return local.date;
  }
  throw new Error('unreachable');
}

const massage = (no: number) => ({ no, treatments: ['yu-locker-set', 'yu-thai-60'] });

describe.each(engines)('prebook on %s', (engine) => {
  let server: TestServer;
  const date = dayAhead();
  const input = (over: Record<string, unknown> = {}) => ({
    guest_count: 1,
    branch_id: 'yuzen-sukhumvit',
    date_time: `${date} 14:00:00`,
    treatments: JSON.stringify([massage(1)]),
    ...over,
  });
  const prebook = async (over: Record<string, unknown> = {}, locale = 'en') => {
    const result = await server.graphql<{ prebook: Prebook }>(PREBOOK, { input: input(over) }, { locale });
    return result.body;
  };
  const setBeds = (branch: string, beds: number) =>
    sql`update branches set spa_beds = ${beds} where id = ${branch}`.execute(server.database.db);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from capacity_holds`.execute(server.database.db);
    await sql`delete from bookings`.execute(server.database.db);
    await setBeds('yuzen-sukhumvit', 12);
    await setBeds('yuzen-ratchada', 8);
  });

  it('holds the places of a bookable booking for 900 s', async () => {
    const { data } = await prebook({ guest_count: 2, treatments: JSON.stringify([massage(1), massage(2)]) });
    expect(data?.prebook).toMatchObject({ is_bookable: true, message: null, is_swappable_branch: false });
    expect(data?.prebook.guests).toEqual([
      { no: 1, is_bookable: true, message: null },
      { no: 2, is_bookable: true, message: null },
    ]);
    const seconds = (Date.parse(data?.prebook.hold_expires_at ?? '') - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(880);
    expect(seconds).toBeLessThanOrEqual(901);
    const holds = await sql<{
      n: string;
    }>`select sum(places) as n from capacity_holds where booking_id = ${data?.prebook.booking_id}`.execute(
      server.database.db,
    );
    expect(Number(holds.rows[0]?.n)).toBe(8); // two guests, one hour each, four 15-minute buckets
  });

  it('answers per guest and suggests nearby branches when places run out', async () => {
    await setBeds('yuzen-sukhumvit', 1);
    const { data } = await prebook(
      { guest_count: 2, treatments: JSON.stringify([massage(1), massage(2)]) },
      'th',
    );
    expect(data?.prebook.is_bookable).toBe(false);
    expect(data?.prebook.booking_id).toBeNull();
    expect(data?.prebook.guests.map((g) => g.is_bookable)).toEqual([true, false]);
    expect(data?.prebook.message).toBe('ไม่มีคิวว่างในช่วงเวลาที่คุณเลือก');
    expect(data?.prebook.suggest_branches.pool.map((b) => b.id)).toEqual(['yuzen-ratchada']);
    expect(data?.prebook.suggest_branches.province.map((b) => b.id)).toEqual(['yuzen-ratchada']);
    expect(data?.prebook.is_swappable_branch).toBe(true);
  });

  it('moves the hold when called again with the id and token, freeing the old places at once', async () => {
    await setBeds('yuzen-sukhumvit', 1);
    const first = (await prebook()).data?.prebook;
    expect(first?.is_bookable).toBe(true);
    expect((await prebook()).data?.prebook.is_bookable).toBe(false);
    const moved = (
      await prebook({ id: first?.booking_id, token: first?.token, date_time: `${date} 16:00:00` })
    ).data?.prebook;
    expect(moved).toMatchObject({ is_bookable: true, booking_id: first?.booking_id });
    expect((await prebook()).data?.prebook.is_bookable).toBe(true);
  });

  it('counts the places of a checked-in booking as taken', async () => {
    await setBeds('yuzen-sukhumvit', 1);
    const first = (await prebook()).data?.prebook;
    await sql`update bookings set state = 'checked_in', hold_expires_at = null where id = ${first?.booking_id}`.execute(
      server.database.db,
    );
    expect((await prebook()).data?.prebook.is_bookable).toBe(false);
  });

  it('stops counting an expired hold without waiting for the sweeper', async () => {
    await setBeds('yuzen-sukhumvit', 1);
    const first = (await prebook()).data?.prebook;
    await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${first?.booking_id}`.execute(
      server.database.db,
    );
    expect((await prebook()).data?.prebook.is_bookable).toBe(true);
  });

  it('lets the sweeper mark lapsed holds expired, and only those', async () => {
    const lapsed = (await prebook()).data?.prebook;
    const live = (await prebook({ date_time: `${date} 16:00:00` })).data?.prebook;
    await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${lapsed?.booking_id}`.execute(
      server.database.db,
    );
    expect(await expireLapsedHolds(server.database.db)).toBe(1);
    const states = await sql<{ id: string; state: string }>`select id, state from bookings`.execute(
      server.database.db,
    );
    expect(Object.fromEntries(states.rows.map((r) => [r.id, r.state]))).toEqual({
      [lapsed?.booking_id ?? '']: 'expired',
      [live?.booking_id ?? '']: 'pending',
    });
  });

  it('never holds more than the free places under 50 concurrent prebooks', async () => {
    await setBeds('yuzen-sukhumvit', 3);
    const results = await Promise.all(Array.from({ length: 50 }, () => prebook()));
    expect(results.filter((r) => r.data?.prebook.is_bookable).length).toBe(3);
    const load = await sql<{
      n: string;
    }>`select max(c) as n from (select count(*) as c from capacity_holds group by minute) t`.execute(
      server.database.db,
    );
    expect(Number(load.rows[0]?.n)).toBe(3);
  });

  it('never overbooks a bucket shared by concurrent bookings that start in different hours', async () => {
    // 13:30, 13:45, 14:00 and 14:15 lock different sets of hours, yet all need the 14:15 spa bucket.
    // Enough places that the four hours' bookings overlap in time while they fill them.
    await setBeds('yuzen-sukhumvit', 12);
    const times = ['13:30', '13:45', '14:00', '14:15'];
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) => prebook({ date_time: `${date} ${times[i % times.length]}:00` })),
    );
    expect(results.filter((r) => r.data?.prebook.is_bookable).length).toBe(12);
    const load = await sql<{ n: string }>`select max(used) as n from (
      select sum(places) as used from capacity_holds group by resource, minute) t`.execute(
      server.database.db,
    );
    expect(Number(load.rows[0]?.n)).toBe(12);
  });

  (engine === 'postgres' ? it : it.skip)(
    'never overbooks across two servers sharing one PostgreSQL',
    async () => {
      await setBeds('yuzen-sukhumvit', 4);
      const second = await startSecondServer(server);
      try {
        const one = () => prebook();
        const two = async () =>
          (await second.graphql<{ prebook: Prebook }>(PREBOOK, { input: input() })).body;
        const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one() : two())));
        expect(results.filter((r) => r.data?.prebook.is_bookable).length).toBe(4);
      } finally {
        await second.close();
      }
    },
  );

  it.each([
    ['a missing branch', { branch_id: null }, 'branch.notSet'],
    ['an unknown branch', { branch_id: 'nowhere' }, 'branch.notFound'],
    ['a bad date', { date_time: '2026-02-30x' }, 'request.invalid'],
    ['a bad phone', { contact_phone: '12345' }, 'request.invalid'],
    ['a guest count that differs from the guests', { guest_count: 2 }, 'request.invalid'],
    [
      'a product of another brand',
      { treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'bs-thai-60'] }]) },
      'booking.invalid',
    ],
    ['a wrong token', { id: '00000000-0000-4000-8000-000000000000', token: 'nope' }, 'booking.notFound'],
  ])('refuses %s with %s', async (_, over, code) => {
    const body = await prebook(over);
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    expect(body.errors?.[0]?.message).toEqual(expect.any(String));
  });

  it('says the branch is closed on the selected day, in the language of the request', async () => {
    const wednesday = dayAhead(3);
    const body = await prebook({ branch_id: 'yuzen-nimman', date_time: `${wednesday} 14:00:00` }, 'zh');
    expect(body.errors?.[0]?.extensions?.['code']).toBe('booking.invalid');
    const problems = body.errors?.[0]?.extensions?.['problems'] as { code: string }[];
    expect(problems.map((p) => p.code)).toContain('branch_closed_on_day');
    expect(body.errors?.[0]?.message).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('refuses to move a booking that has been paid', async () => {
    const first = (await prebook()).data?.prebook;
    await sql`update bookings set state = 'paid' where id = ${first?.booking_id}`.execute(server.database.db);
    const body = await prebook({ id: first?.booking_id, token: first?.token });
    expect(body.errors?.[0]).toMatchObject({
      message: 'This booking has been made',
      extensions: { code: 'booking.made' },
    });
  });
});
