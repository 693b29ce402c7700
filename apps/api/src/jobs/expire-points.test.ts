// Points expiry writes `expired` rows once, and the balance is the same before and after it runs
// (docs/decisions.md, "Wallet and points are ledgers").
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { systemClock } from '../core/clock';
import { seedWalletsAndPoints } from '../seed/members.seed';
import { activePoints, pointsOf } from '../wallet/member-funds';
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
  it.each([
    ['before the job: the lapsed rest read off', rows],
    ['after the job: its row cancels that lot only', [...rows, lapsed('a', 50, 10)]],
  ])('%s', (_, ledger) => {
    expect(activePoints(ledger, day(20))).toEqual({ activePoints: 300, expiresAt: day(100) });
  });
});

describe.each(engines)('points expiry on %s', (engine) => {
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

  it('writes the unused rest of lapsed credits once, leaving the balance as it was', async () => {
    await row(100, 60, 300); // still active long after the others lapse
    await row(50, 50, -3); // used up before it lapsed
    await row(-50, 45, null);
    await row(300, 40, -2); // 100 of it used, 200 lapse
    await row(200, 30, -1); // all 200 lapse
    await row(-100, 20, null);
    const before = await pointsOf(db(), GOLD, null);
    expect(before.activePoints).toBe(500 + 100);
    expect(await ledgerSum()).toBe(1000);

    expect(await expireLapsedPoints(db(), systemClock)).toBe(3);
    expect(await expireLapsedPoints(db(), systemClock)).toBe(0);
    const expired = await db()
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', GOLD)
      .where('reason', '=', 'expired')
      .orderBy('created_at')
      .execute();
    expect(expired.map((r) => r.points)).toEqual([0, -200, -200]);

    const after = await pointsOf(db(), GOLD, null);
    expect(after).toEqual(before);
    expect(await ledgerSum()).toBe(after.activePoints);
  });
});
