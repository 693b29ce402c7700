// Promotions in admin (docs/product-rules.md, Promotions and vouchers): a brand admin makes a code that a customer
// can then use on the products and days it names, changes it, and sees its uses; bad input, another brand's code
// and branch staff change nothing.
import { loadConfig } from '../config';
import { dayAhead } from '../../test/desk-bookings';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SAVE = `mutation ($input: PromotionInput!) { savePromotion(input: $input) {
  code campaign kind percent amount valid_from valid_until days time_from time_until usage_limit product_ids uses } }`;
const LIST = `{ promotions { code uses } }`;
const VOUCHER = `query ($code: String!, $input: VoucherInput!) { voucher(code: $code, input: $input) {
  status ineligible_reasons } }`;

const text = (en: string) => ({ en, th: en, zh: en });
const aPromotion = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring-thai',
  campaign: 'Spring Thai massage',
  kind: 'percent',
  percent: 20,
  amount: null,
  valid_from: null,
  valid_until: null,
  days: null,
  time_from: null,
  time_until: null,
  usage_limit: 100,
  usage_per_customer: null,
  product_ids: ['yu-thai-60'],
  short_description: text('20% off Thai massage'),
  terms: text(''),
  ...overrides,
});

describe.each(oneEngine)('promotions in admin on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    admin = await signIn(YUZEN_ADMIN, '198.18.4.1');
    desk = await signIn(SUKHUMVIT_DESK, '198.18.4.2');
  });
  afterAll(() => server.close());

  const save = (input: Record<string, unknown>, staff = admin) =>
    staffGql(server, SAVE, { input }, { staff });
  const voucher = async (code: string, treatments: string[], date = dayAhead(5), time = '15:00:00') =>
    (
      await server.graphql<{ voucher: { status: string; ineligible_reasons: string[] } }>(VOUCHER, {
        code,
        input: {
          brand_id: 'yuzen',
          branch_id: 'yuzen-sukhumvit',
          datetime: `${date} ${time}`,
          guests: JSON.stringify([{ no: 1, treatments }]),
        },
      })
    ).body.data?.voucher;

  it('makes a code that a customer can use on the products it names, then changes it', async () => {
    const made = await save(aPromotion());
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data).toMatchObject({
      savePromotion: {
        code: 'SPRING-THAI',
        kind: 'percent',
        percent: 20,
        amount: null,
        product_ids: ['yu-thai-60'],
        uses: 0,
      },
    });
    expect(await voucher('spring-thai', ['yu-locker-set', 'yu-thai-60'])).toEqual({
      status: 'usable',
      ineligible_reasons: [],
    });
    expect((await voucher('spring-thai', ['yu-locker-set', 'yu-foot-60']))?.ineligible_reasons).toContain(
      'treatment_mismatch',
    );

    // Weekdays and a time window: a Sunday afternoon no longer fits a weekday-mornings code.
    const sunday = [...Array(14).keys()]
      .map((d) => dayAhead(d + 2))
      .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)!;
    const changed = await save(
      aPromotion({
        kind: 'amount',
        percent: null,
        amount: 150.5,
        days: [1, 2, 3, 4, 5],
        time_from: '10:00',
        time_until: '12:00',
      }),
    );
    expect(changed.body.data).toMatchObject({
      savePromotion: {
        kind: 'amount',
        amount: 150.5,
        days: [1, 2, 3, 4, 5],
        time_from: '10:00',
        time_until: '12:00',
      },
    });
    const reasons = (await voucher('SPRING-THAI', ['yu-locker-set', 'yu-thai-60'], sunday, '15:00:00'))
      ?.ineligible_reasons;
    expect(reasons).toEqual(expect.arrayContaining(['day_not_allowed', 'time_not_allowed']));
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', 'SPRING-THAI')
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['promotion_create', 'promotion_update']);
    const listed = await staffGql<{ promotions: { code: string }[] }>(server, LIST, {}, { staff: admin });
    expect(listed.body.data?.promotions.map((p) => p.code)).toContain('SPRING-THAI');
  });

  it.each([
    ['a code with spaces', { code: 'NO GOOD' }, 'request.invalid'],
    ['a percent over 100', { percent: 120 }, 'request.invalid'],
    ['an end before the start', { valid_from: '2027-02-01', valid_until: '2027-01-01' }, 'request.invalid'],
    ['a time window turned round', { time_from: '14:00', time_until: '10:00' }, 'request.invalid'],
    ["another brand's product", { product_ids: ['bs-thai-60'] }, 'product.notFound'],
    ['a code another brand holds', { code: 'WELCOME10' }, 'promotion.codeTaken'],
  ])('refuses %s and writes nothing', async (_label, change, code) => {
    const before = await server.database.db.selectFrom('promotions').selectAll().orderBy('code').execute();
    expect((await save(aPromotion({ code: 'REFUSED-1', ...change }))).code).toBe(code);
    expect(await server.database.db.selectFrom('promotions').selectAll().orderBy('code').execute()).toEqual(
      before,
    );
  });

  it('is not for branch staff', async () => {
    expect((await save(aPromotion({ code: 'DESK-CODE' }), desk)).code).toBe('login.notAuthorized');
    expect((await staffGql(server, LIST, {}, { staff: desk })).code).toBe('login.notAuthorized');
  });
});
