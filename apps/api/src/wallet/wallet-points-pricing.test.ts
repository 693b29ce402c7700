import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  grand_total use_wallet use_points points_value amount remain } }`;

// 100 (locker) + 650 (Thai massage 60) THB; the Gold demo member has 10% at Yuzen: 675 THB.
const treatments = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]);

describe.each(oneEngine)('wallet and points in the order summary on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  let basic = '';
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  const summary = (use: { use_wallet?: number; use_points?: number }, cookie?: string) =>
    gql<{ orderSummary: Record<string, number> }>(
      server,
      SUMMARY,
      { input: { branch_id: 'yuzen-sukhumvit', datetime: `${date} 15:00:00`, treatments, ...use } },
      cookie ? { cookie, headers: { 'accept-language': 'en' } } : {},
    );
  const problems = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    (body.errors?.[0]?.extensions?.['problems'] as { code: string; message: string }[] | undefined)?.map(
      (p) => [p.code, p.message],
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    basic = authCookie(await passwordLogin(server, BASIC.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());

  it('takes points first, then the wallet, off what the gateway charges', async () => {
    expect((await summary({}, gold)).body.data?.orderSummary).toEqual({
      grand_total: 675,
      use_wallet: 0,
      use_points: 0,
      points_value: 0,
      amount: 675,
      remain: 0,
    });
    expect((await summary({ use_wallet: 100, use_points: 200 }, gold)).body.data?.orderSummary).toEqual({
      grand_total: 675,
      use_wallet: 100,
      use_points: 200,
      points_value: 100,
      amount: 475,
      remain: 0,
    });
    expect((await summary({ use_wallet: 575, use_points: 200 }, gold)).body.data?.orderSummary).toMatchObject(
      {
        amount: 0,
      },
    );
  });

  it('refuses points that match no rate, more points than active, and wallet use beyond the rules', async () => {
    const invalid = await summary({ use_points: 150 }, gold);
    expect(invalid.code).toBe('booking.invalid');
    expect(invalid.body.errors?.[0]?.message).toBe('Invalid Points usage');

    await sql`insert into points_rates (brand_id, points, value_satang) values ('yuzen', 1000, 50000)`.execute(
      server.database.db,
    );
    try {
      expect(problems((await summary({ use_points: 1000 }, gold)).body)).toEqual([
        ['points_exceed_balance', 'You have only 500 points'],
      ]);
    } finally {
      await sql`delete from points_rates where points = 1000`.execute(server.database.db);
    }

    expect(problems((await summary({ use_wallet: 700 }, gold)).body)).toEqual([
      ['wallet_exceeds_payment', 'The wallet amount is more than the payment (฿675.00)'],
    ]);
    expect(problems((await summary({ use_wallet: 1200 }, gold)).body)?.map(([code]) => code)).toEqual([
      'wallet_exceeds_balance',
      'wallet_exceeds_payment',
    ]);
    // With 200 points (100 THB) the wallet may pay at most 575.
    expect(problems((await summary({ use_wallet: 576, use_points: 200 }, gold)).body)?.[0]?.[0]).toBe(
      'wallet_exceeds_payment',
    );
    expect(problems((await summary({ use_wallet: 10 }, basic)).body)?.map(([code]) => code)).toEqual([
      'wallet_not_activated',
      'wallet_exceeds_balance',
    ]);
  });

  it('refuses any wallet or points use without a login', async () => {
    expect((await summary({ use_wallet: 10 })).code).toBe('login.unauthenticated');
    expect((await summary({ use_points: 100 })).code).toBe('login.unauthenticated');
    expect((await summary({ use_wallet: 0, use_points: 0 })).body.data?.orderSummary).toMatchObject({
      amount: 750,
    });
  });
});
