// Member rewards in admin (docs/product-rules.md, Tiers; Wallet and points): a brand admin's tier percents and points
// rates are what the member's next order summary counts, with an audit row; bad input, an unknown tier and branch
// staff change nothing.
import { toBranchLocal } from '@sabai/booking-rules';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { signedInStaff, staffGql, SUKHUMVIT_DESK, YUZEN_ADMIN } from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const REWARDS = `{ memberRewards { tiers { tier_id name percent } points_rates { points value } } }`;
const UPDATE = `mutation ($input: MemberRewardsInput!) { updateMemberRewards(input: $input) {
  tiers { tier_id percent } points_rates { points value } } }`;
const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  tier_discount grand_total points_value } }`;

interface Rewards {
  tiers: { tier_id: string; name: string; percent: number }[];
  points_rates: { points: number; value: number }[];
}

describe.each(oneEngine)('member rewards on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';
  let gold = '';
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  // 100 (locker) + 650 (Thai massage 60) THB.
  const treatments = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]);
  const summary = (usePoints = 0) =>
    gql<{ orderSummary: Record<string, number> }>(
      server,
      SUMMARY,
      {
        input: {
          branch_id: 'yuzen-sukhumvit',
          datetime: `${date} 15:00:00`,
          treatments,
          use_points: usePoints,
        },
      },
      { cookie: gold, headers: { 'accept-language': 'en' } },
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await signedInStaff(server, YUZEN_ADMIN);
    desk = await signedInStaff(server, SUKHUMVIT_DESK);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());

  const rewards = async () =>
    (await staffGql<{ memberRewards: Rewards }>(server, REWARDS, {}, { staff: admin })).body.data!
      .memberRewards;
  const update = (input: unknown, staff = admin) =>
    staffGql<{ updateMemberRewards: Rewards }>(server, UPDATE, { input }, { staff });
  const tableRows = async () => ({
    tiers: await server.database.db.selectFrom('tier_discounts').selectAll().orderBy('tier_id').execute(),
    rates: await server.database.db.selectFrom('points_rates').selectAll().orderBy('points').execute(),
  });

  it('lists every tier lowest first with the brand percent, and the rates fewest points first', async () => {
    const seeded = await rewards();
    expect(seeded.tiers.map((t) => [t.tier_id, t.percent])).toEqual([
      ['basic', 0],
      ['silver', 5],
      ['gold', 10],
      ['platinum', 15],
    ]);
    expect(seeded.tiers[2]?.name).toBe('Gold');
    expect(seeded.points_rates).toEqual([
      { points: 100, value: 50 },
      { points: 200, value: 100 },
    ]);
  });

  it("is what the member's next order summary counts, with an audit row", async () => {
    expect((await summary()).body.data?.orderSummary).toMatchObject({ tier_discount: 75, grand_total: 675 });
    const seeded = await rewards();
    const { body } = await update({
      tiers: seeded.tiers.map((t) => ({
        tier_id: t.tier_id,
        percent: t.tier_id === 'gold' ? 20 : t.percent,
      })),
      points_rates: [{ points: 300, value: 200.5 }],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMemberRewards.points_rates).toEqual([{ points: 300, value: 200.5 }]);
    // 20% of 750; the Gold demo member has 500 points.
    expect((await summary(300)).body.data?.orderSummary).toEqual({
      tier_discount: 150,
      grand_total: 600,
      points_value: 200.5,
    });
    expect((await summary(100)).body.errors?.[0]?.message).toBe('Invalid Points usage');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('action', '=', 'member_rewards')
      .execute();
    expect(audit).toEqual([{ action: 'member_rewards', subject_id: 'yuzen' }]);
    // The other brand keeps its own.
    const baanSabai = await server.database.db
      .selectFrom('tier_discounts')
      .select('percent')
      .where('brand_id', '=', 'baansabai')
      .where('tier_id', '=', 'gold')
      .executeTakeFirst();
    expect(baanSabai?.percent).not.toBe(20);
    await update({ tiers: seeded.tiers, points_rates: seeded.points_rates });
  });

  it('refuses bad input, an unknown tier and branch staff, changing nothing', async () => {
    const before = await tableRows();
    const cases: [unknown, string][] = [
      [{ tiers: [{ tier_id: 'gold', percent: 101 }], points_rates: [] }, 'request.invalid'],
      [{ tiers: [], points_rates: [{ points: 0, value: 10 }] }, 'request.invalid'],
      [
        {
          tiers: [],
          points_rates: [
            { points: 100, value: 10 },
            { points: 100, value: 20 },
          ],
        },
        'request.invalid',
      ],
      [{ tiers: [{ tier_id: 'diamond', percent: 30 }], points_rates: [] }, 'tier.notFound'],
    ];
    for (const [input, code] of cases) expect((await update(input)).code).toBe(code);
    const asDesk = await update({ tiers: [], points_rates: [] }, desk);
    expect(asDesk.code).toBe('login.notAuthorized');
    expect(await tableRows()).toEqual(before);
  });
});
