// Points expiry writes `expired` rows once, by the job or by the first read of the member's balance, and
// the balance is then the ledger's sum (docs/decisions.md, "Wallet and points are ledgers").
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { systemClock } from '../core/clock';
import { seedWalletsAndPoints } from '../seed/members.seed';
import { lapsedLots, pointsOf, soonestExpiry } from '../wallet/member-funds';
import { expireLapsedPoints } from './expire-points.job';

const GOLD = seedWalletsAndPoints[0]?.userId as string;

describe('active points with expired rows', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const credit = (id: string, points: number, at: number, until: number) => ({
    id,
    points,
    createdAt: day(at),
    expiresAt: day(until),
  });
  const lapsed = (lot: string, points: number, at: number) => ({
    points: -points,
    createdAt: day(at),
    expiresAt: null,
    expiredLotId: lot,
  });
  const rows = [
    credit('a', 100, 0, 10),
    credit('b', 300, 1, 100),
    { points: -50, expiresAt: null, createdAt: day(5) },
  ];
  it('finds the unused rest of a lapsed lot until its row is written, and that row cancels that lot only', () => {
    expect(lapsedLots(rows, day(20))).toEqual([{ lotId: 'a', points: 50, expiresAt: day(10) }]);
    const settled = [...rows, lapsed('a', 50, 10)];
    expect(lapsedLots(settled, day(20))).toEqual([]);
    expect(soonestExpiry(settled, day(20))).toEqual(day(100));
  });
});

describe.each(oneEngine)('points expiry on %s', (engine) => {
  let server: TestServer;
  const db = () => server.database.db;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A ledger row for the Gold member (who has 500 seeded points for a year), `ago` days back. */
  async function row(points: number, ago: number, expiresInDays: number | null) {
    const id = randomUUID();
    await db()
      .insertInto('points_ledger')
      .values({
        id,
        user_id: GOLD,
        points,
        reason: points > 0 ? 'earned' : 'redeemed',
        booking_id: null,
        expires_at: expiresInDays === null ? null : sql<Date>`now() + ${`${expiresInDays} days`}::interval`,
        created_at: sql<Date>`now() - ${`${ago} days`}::interval`,
      })
      .execute();
    return id;
  }
  const ledgerSum = async () =>
    Number(
      (
        await db()
          .selectFrom('points_ledger')
          .select(sql<string>`sum(points)`.as('sum'))
          .where('user_id', '=', GOLD)
          .executeTakeFirstOrThrow()
      ).sum,
    );

  const expiredRows = () =>
    db()
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', GOLD)
      .where('reason', '=', 'expired')
      .orderBy('created_at')
      .execute();

  it('writes the unused rest of lapsed credits once, and the ledger sum is the balance', async () => {
    await row(100, 60, 300); // still active long after the others lapse
    await row(50, 50, -3); // used up before it lapsed
    await row(-50, 45, null);
    await row(300, 40, -2); // 100 of it used, 200 lapse
    await row(200, 30, -1); // all 200 lapse
    await row(-100, 20, null);
    expect(await ledgerSum()).toBe(1000);

    expect(await expireLapsedPoints(db(), systemClock)).toBe(3);
    expect(await expireLapsedPoints(db(), systemClock)).toBe(0);
    expect((await expiredRows()).map((r) => r.points)).toEqual([0, -200, -200]);
    expect(await ledgerSum()).toBe(600);
    expect((await pointsOf(db(), GOLD, null)).activePoints).toBe(600);
  });

  it("settles a lapse the job has not reached when the member's balance is read, once", async () => {
    await row(70, 10, -1);
    expect(await ledgerSum()).toBe(670);
    expect((await pointsOf(db(), GOLD, null)).activePoints).toBe(600);
    expect(await ledgerSum()).toBe(600);
    expect((await expiredRows()).map((r) => r.points)).toEqual([0, -200, -200, -70]);
    expect(await expireLapsedPoints(db(), systemClock)).toBe(0);
    expect((await pointsOf(db(), GOLD, null)).activePoints).toBe(600);
  });
});
