import { oneEngine } from '../../test/test-database';
import { nextWeekday } from '../../test/desk-bookings';
import { startTestServer, type TestServer } from '../../test/test-server';

// A Tuesday to come: a booking's date may not be in the past.
const TUESDAY = nextWeekday(2);
const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  sub_total discount tier_discount grand_total deposit use_wallet remain currency free_atk } }`;

describe.each(oneEngine)('orderSummary on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const summary = (input: Record<string, unknown>) =>
    server.graphql<{ orderSummary: Record<string, unknown> }>(SUMMARY, { input });
  const guests = JSON.stringify([
    {
      no: 1,
      start: { onsen: '14:00', spa: '16:00' },
      treatments: ['yu-locker-set', 'yu-onsen-120', 'yu-aroma-90'],
    },
    { no: 2, treatments: ['yu-locker-set', 'yu-thai-60'] },
  ]);

  it('adds up the database prices of every guest', async () => {
    const result = await summary({
      branch_id: 'yuzen-sukhumvit',
      datetime: `${TUESDAY} 14:00:00`,
      treatments: guests,
    });
    // 100 + 590 + 1,500 and 100 + 650 THB.
    expect(result.body.data?.orderSummary).toEqual({
      sub_total: 2940,
      discount: 0,
      tier_discount: 0,
      grand_total: 2940,
      deposit: 0,
      use_wallet: 0,
      remain: 0,
      currency: 'THB',
      free_atk: true,
    });
  });

  it.each([
    ['no branch yet', { datetime: `${TUESDAY} 14:00:00`, treatments: guests }],
    ['no date and time yet', { branch_id: 'yuzen-sukhumvit', treatments: guests }],
    [
      'a guest without treatments',
      {
        branch_id: 'yuzen-sukhumvit',
        datetime: `${TUESDAY} 14:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: [] }]),
      },
    ],
  ])('is zero with %s', async (_, input) => {
    const result = await summary(input);
    expect(result.body.data?.orderSummary).toMatchObject({ sub_total: 0, grand_total: 0, free_atk: false });
  });

  it('has no prescreening exemption under 500 THB', async () => {
    const result = await summary({
      branch_id: 'yuzen-sukhumvit',
      datetime: `${TUESDAY} 14:00:00`,
      treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-head-shoulder-30'] }]),
    });
    expect(result.body.data?.orderSummary).toMatchObject({ sub_total: 550, free_atk: true });
    // Baan Sabai (on 127.0.0.1) has no forced locker set: a 400 THB foot massage alone.
    const small = await server.graphql<{ orderSummary: Record<string, unknown> }>(
      SUMMARY,
      {
        input: {
          branch_id: 'baansabai-silom',
          datetime: `${TUESDAY} 14:00:00`,
          treatments: JSON.stringify([{ no: 1, treatments: ['bs-foot-60'] }]),
        },
      },
      { host: '127.0.0.1' },
    );
    expect(small.body.data?.orderSummary).toMatchObject({ sub_total: 400, free_atk: false });
  });

  it('refuses, as prebook would, a booking that breaks the rules, naming each problem', async () => {
    const result = await summary({
      branch_id: 'yuzen-sukhumvit',
      datetime: `${TUESDAY} 14:00:00`,
      // No locker set, and the onsen with a spa treatment but no start times.
      treatments: JSON.stringify([{ no: 1, treatments: ['yu-onsen-120', 'yu-aroma-90'] }]),
    });
    const error = result.body.errors?.[0]?.extensions;
    expect(error?.['code']).toBe('booking.invalid');
    expect((error?.['problems'] as { code: string }[]).map((p) => p.code).sort()).toEqual([
      'force_select_missing',
      'onsen_time_required',
      'spa_time_required',
    ]);
  });

  it.each([
    [
      'an unknown product',
      { treatments: JSON.stringify([{ no: 1, treatments: ['nope'] }]) },
      'booking.invalid',
    ],
    ['an unknown branch', { branch_id: 'nowhere' }, 'branch.notFound'],
    ['a promo code, while no promotion exists', { promo_code: 'SUMMER' }, 'voucher.invalid'],
    ['treatments that are not JSON', { treatments: 'nope' }, 'request.invalid'],
  ])('refuses %s', async (_, change, code) => {
    const result = await summary({
      branch_id: 'yuzen-sukhumvit',
      datetime: `${TUESDAY} 14:00:00`,
      treatments: guests,
      ...change,
    });
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe(code);
  });
});
