// The bookings, utilisation, promotion and member reports (docs/product-rules.md, Reports) against a month of
// bookings, holds, redemptions and ledger rows written straight into the tables: each report's figures equal the
// sums the test takes from what it seeded; other brands, days outside the range and rows that sold nothing
// count for nothing.
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  aMonthOfBookings,
  aMonthOfLedgers,
  bangkokDay,
  writeReportSeeds,
  type SeededBooking,
} from './report-seeds';

const RANGE = { from: '2025-03-01', to: '2025-03-31' };

describe.each(engines)('the business reports on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  const bookings = aMonthOfBookings();
  const ledgers = aMonthOfLedgers();

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(
      await staffSignIn(server, { email: YUZEN_ADMIN, password: DEMO_STAFF_PASSWORD }, { ip: '198.18.6.1' }),
    ).value;
    await writeReportSeeds(server.database.db, bookings, ledgers);
  });
  afterAll(() => server.close());

  const ask = async <T>(query: string, variables: Record<string, unknown>) => {
    const { body } = await staffGql<T>(server, query, variables, { staff: admin });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const yuzenIn = (b: SeededBooking, from = RANGE.from, to = RANGE.to) =>
    b.brand === 'yuzen' && b.date >= from && b.date <= to;

  it('counts what became of the bookings by their date, branch and channel', async () => {
    const { bookingsReport } = await ask<{
      bookingsReport: {
        date: string;
        branch_id: string;
        channel: string;
        paid: number;
        guests: number;
        visited: number;
        no_shows: number;
        cancelled: number;
        lapsed: number;
      }[];
    }>(
      `query ($from: Date!, $to: Date!) { bookingsReport(from: $from, to: $to) {
        date branch_id channel paid guests visited no_shows cancelled lapsed } }`,
      RANGE,
    );
    const expected = new Map<string, Record<string, number>>();
    for (const b of bookings.filter((b) => yuzenIn(b) && b.state !== 'pending')) {
      const key = `${b.date}|${b.branch}|${b.channel}`;
      const row = expected.get(key) ?? {
        paid: 0,
        guests: 0,
        visited: 0,
        no_shows: 0,
        cancelled: 0,
        lapsed: 0,
      };
      if (b.paidAt) row.paid! += 1;
      if (b.paidAt) row.guests! += b.guests;
      if (b.state === 'checked_in' || b.state === 'completed') row.visited! += 1;
      if (b.state === 'no_show') row.no_shows! += 1;
      if (b.state === 'cancelled') row.cancelled! += 1;
      if (b.state === 'expired') row.lapsed! += 1;
      expected.set(key, row);
    }
    expect(
      new Map(
        bookingsReport.map(({ date, branch_id, channel, ...counts }) => [
          `${date}|${branch_id}|${channel}`,
          counts,
        ]),
      ),
    ).toEqual(expected);
  });

  it('divides the places sold by the places open, by weekday and hour, without the closed date', async () => {
    const week = { from: '2025-03-10', to: '2025-03-16', branch_id: 'yuzen-sukhumvit' };
    const { utilisationReport } = await ask<{
      utilisationReport: { resource: string; weekday: number; hour: number; held: number; offered: number }[];
    }>(
      `query ($from: Date!, $to: Date!, $branch_id: ID) { utilisationReport(from: $from, to: $to, branch_id: $branch_id) {
        resource weekday hour held offered } }`,
      week,
    );
    const branch = await server.database.db
      .selectFrom('branches')
      .select(['spa_beds', 'onsen_places'])
      .where('id', '=', 'yuzen-sukhumvit')
      .executeTakeFirstOrThrow();
    const cells = new Map<string, { held: number; offered: number }>();
    const cell = (resource: string, weekday: number, hour: number) => {
      const key = `${resource}|${weekday}|${hour}`;
      const found = cells.get(key) ?? { held: 0, offered: 0 };
      cells.set(key, found);
      return found;
    };
    // 10 to 16 March 2025 is Monday to Sunday; the branch opens 10:00 to 23:00 every day but Wednesday the 12th.
    for (const [weekday, date] of [1, 2, 3, 4, 5, 6, 0].map((w, i) => [w, `2025-03-${10 + i}`] as const)) {
      if (date === '2025-03-12') continue;
      for (let hour = 10; hour < 23; hour += 1) {
        cell('spa', weekday, hour).offered += 4 * branch.spa_beds;
        cell('onsen', weekday, hour).offered += 4 * branch.onsen_places;
      }
    }
    const sold = ['paid', 'checked_in', 'completed', 'no_show'];
    for (const b of bookings.filter(
      (b) => yuzenIn(b, week.from, week.to) && b.branch === week.branch_id && sold.includes(b.state),
    ))
      for (const hold of b.holds)
        cell(hold.resource, new Date(`${b.date}T00:00:00Z`).getUTCDay(), Math.floor(hold.minute / 60)).held +=
          hold.places;
    expect(
      new Map(
        utilisationReport.map(({ resource, weekday, hour, ...figures }) => [
          `${resource}|${weekday}|${hour}`,
          figures,
        ]),
      ),
    ).toEqual(cells);
    expect(utilisationReport.some((c) => c.held > 0)).toBe(true);
  });

  it("sums each code's bookings, discounts and totals on the days they were paid", async () => {
    const { promotionReport } = await ask<{
      promotionReport: {
        code: string;
        campaign: string | null;
        bookings: number;
        discount: number;
        grand_total: number;
      }[];
    }>(
      `query ($from: Date!, $to: Date!) { promotionReport(from: $from, to: $to) { code campaign bookings discount grand_total } }`,
      RANGE,
    );
    const expected = new Map<string, { bookings: number; discount: number; grand_total: number }>();
    for (const b of bookings) {
      if (b.brand !== 'yuzen' || !b.promo || !b.paidAt || !bangkokDay(b.paidAt).startsWith('2025-03'))
        continue;
      const row = expected.get(b.promo) ?? { bookings: 0, discount: 0, grand_total: 0 };
      expected.set(b.promo, {
        bookings: row.bookings + 1,
        discount: row.discount + b.discount / 100,
        grand_total: Math.round((row.grand_total + b.grandTotal / 100) * 100) / 100,
      });
    }
    expect(new Map(promotionReport.map(({ code, campaign: _c, ...figures }) => [code, figures]))).toEqual(
      expected,
    );
    expect(promotionReport.find((r) => r.code === 'ONSEN200')?.campaign).toBe('Onsen packages');
  });

  it("holds the members' tiers and what their wallets and points hold at the range's end", async () => {
    const { memberReport } = await ask<{
      memberReport: Record<string, number> & {
        tiers: { tier_id: string; members: number; joined: number }[];
      };
    }>(
      `query ($from: Date!, $to: Date!) { memberReport(from: $from, to: $to) { tiers { tier_id members joined }
        wallet_balance wallet_top_ups wallet_spent wallet_refunds wallet_adjustments
        points_balance points_earned points_redeemed points_expired points_adjusted } }`,
      RANGE,
    );
    const end = Date.parse('2025-03-31T17:00:00Z');
    const start = Date.parse('2025-02-28T17:00:00Z');
    const within = (at: string) => Date.parse(at) >= start && Date.parse(at) < end;
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const wallet = (reason: string) =>
      sum(
        ledgers.wallet.filter((w) => w.reason === reason && within(w.at)),
        (w) => w.amount,
      ) / 100;
    const points = (reason: string) =>
      sum(
        ledgers.points.filter((p) => p.reason === reason && within(p.at)),
        (p) => p.points,
      );
    expect(memberReport).toMatchObject({
      wallet_balance:
        sum(
          ledgers.wallet.filter((w) => Date.parse(w.at) < end),
          (w) => w.amount,
        ) / 100,
      wallet_top_ups: wallet('top_up'),
      wallet_spent: wallet('booking'),
      wallet_refunds: wallet('refund'),
      wallet_adjustments: wallet('adjustment'),
      points_balance: sum(
        ledgers.points.filter((p) => Date.parse(p.at) < end),
        (p) => p.points,
      ),
      points_earned: points('earned'),
      points_redeemed: points('redeemed'),
      points_expired: points('expired'),
      points_adjusted: points('adjustment'),
    });
    // The demo's members joined when the demo was made (after March 2025): only the seeded ones count.
    const joinedBy = memberReport.tiers.reduce((total, tier) => total + tier.members, 0);
    expect(joinedBy).toBe(ledgers.members.filter((m) => Date.parse(m.since) < end).length);
    expect(memberReport.tiers.reduce((total, tier) => total + tier.joined, 0)).toBe(
      ledgers.members.filter((m) => within(m.since)).length,
    );
  });
});
