// Deposits (docs/product-rules.md, Deposit): the demo's Baan Sabai (127.0.0.1) takes 50% online and the rest
// at the branch; Yuzen (localhost) is paid in full. One pricing path shows, charges and records it.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';

const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  sub_total tier_discount grand_total deposit use_wallet amount remain } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { amount redirect_url } }`;
const PREBOOKING = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) {
  state domain_id payment { grand_total deposit remain } tax { enable id name address phone } } }`;
const MINE = `query { memberBookings(scope: "upcoming") { id grand_total remain } }`;

const BAAN_SABAI = { host: '127.0.0.1' };
// Herbal compress massage, 1,100 THB.
const HERBAL = JSON.stringify([{ no: 1, treatments: ['bs-herbal-90'] }]);
const TAX = {
  tax_id: '0105536092641',
  tax_name: 'Sabai Co., Ltd.',
  tax_address: '1 Silom Road, Bangkok',
  tax_phone: '021234567',
};

describe.each(oneEngine)('deposit on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;

  const call = <T>(query: string, variables: Record<string, unknown>, cookie = '', host = '127.0.0.1') =>
    gql<T>(server, query, variables, { headers: { host }, ...(cookie ? { cookie } : {}) });
  const summary = (extra: Record<string, unknown> = {}, cookie = '', host = '127.0.0.1') =>
    call<{ orderSummary: Record<string, number> }>(
      SUMMARY,
      { input: { branch_id: branchOf(host), datetime: `${date} 14:00:00`, treatments: HERBAL, ...extra } },
      cookie,
      host,
    );
  const branchOf = (host: string) => (host === BAAN_SABAI.host ? 'baansabai-silom' : 'yuzen-sukhumvit');
  const prebook = async (cookie = '', time = '14:00:00') => {
    const held = await call<{ prebook: { booking_id: string; token: string } }>(
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'baansabai-silom',
          date_time: `${date} ${time}`,
          treatments: HERBAL,
          contact_name: 'Ploy',
          contact_email: 'ploy@example.com',
        },
      },
      cookie,
    );
    expect(held.body.errors).toBeUndefined();
    return held.body.data!.prebook;
  };
  const order = (input: Record<string, unknown>, cookie = '') =>
    call<{ kpaymentOrder: { amount: number; redirect_url: string } }>(
      ORDER,
      { input: { payment_method: 'card', discount: 0, ...input } },
      cookie,
    );
  const payAtSandbox = async (redirectUrl: string) => {
    const charge = redirectUrl.split('/').pop();
    await server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${charge}/pay` });
    const notify = await server.app.inject({
      method: 'POST',
      url: '/api/kpayment/notify',
      payload: notifies.at(-1) as never,
    });
    return notify.json() as { outcome: string };
  };

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    notifies.length = 0;
    const tables = [
      'wallet_ledger',
      'points_ledger',
      'payment_notifies',
      'outbox',
      'tax_documents',
      'payment_orders',
    ];
    for (const table of [...tables, 'capacity_holds', 'bookings', 'sandbox_charges'])
      await sql`delete from ${sql.table(table)} where ${sql.raw(
        table.endsWith('_ledger') ? "reason not in ('top_up', 'adjustment')" : 'true',
      )}`.execute(db());
  });

  it('shows the deposit paid online and what remains at the branch; a brand at 0% is paid in full', async () => {
    expect((await summary()).body.data?.orderSummary).toEqual({
      sub_total: 1100,
      tier_discount: 0,
      grand_total: 1100,
      deposit: 550,
      use_wallet: 0,
      amount: 550,
      remain: 550,
    });
    const yuzen = await summary(
      { treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]) },
      '',
      'localhost',
    );
    expect(yuzen.body.data?.orderSummary).toMatchObject({
      grand_total: 750,
      deposit: 0,
      amount: 750,
      remain: 0,
    });
  });

  it('charges the deposit at the gateway and records what is still owed when the payment is confirmed', async () => {
    const { booking_id: id, token } = await prebook();
    const amounts = { id, token, sub_total: 1100, tier_discount: 0, grand_total: 1100 };
    // The full amount is not what the server charges for this brand.
    const full = await order({ ...amounts, deposit: 0, remain: 0 });
    expect(full.code).toBe('payment.unmatched_amount');

    const opened = await order({ ...amounts, deposit: 550, remain: 550, ...TAX });
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data!.kpaymentOrder.amount).toBe(550);
    const charge = await db()
      .withTables<{ sandbox_charges: { id: string; amount_satang: number } }>()
      .selectFrom('sandbox_charges')
      .select('amount_satang')
      .executeTakeFirstOrThrow();
    expect(charge.amount_satang).toBe(55_000);
    const owedBefore = await db()
      .selectFrom('bookings')
      .select('remain_satang')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(owedBefore.remain_satang).toBeNull();

    expect(await payAtSandbox(opened.body.data!.kpaymentOrder.redirect_url)).toMatchObject({
      outcome: 'confirmed',
    });
    const owed = await db()
      .selectFrom('bookings')
      .select('remain_satang')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(owed.remain_satang).toBe(55_000);
    const shown = await call<{ prebooking: Record<string, unknown> }>(PREBOOKING, { id, token });
    expect(shown.body.data?.prebooking).toMatchObject({
      state: 'paid',
      payment: { grand_total: 1100, deposit: 550, remain: 550 },
      tax: {
        enable: true,
        id: TAX.tax_id,
        name: TAX.tax_name,
        address: TAX.tax_address,
        phone: TAX.tax_phone,
      },
    });
  });

  it('lets wallet and points pay the deposit part only; My bookings shows what remains', async () => {
    // Gold: 10% off 1,100 leaves 990, so the deposit is 495 and 495 is paid at the branch.
    const tooMuch = await summary({ use_wallet: 500 }, gold);
    expect(tooMuch.code).toBe('booking.invalid');
    expect((tooMuch.body.errors?.[0]?.extensions?.['problems'] as { code: string }[])[0]?.code).toBe(
      'wallet_exceeds_payment',
    );
    const priced = await summary({ use_wallet: 100 }, gold);
    expect(priced.body.data?.orderSummary).toMatchObject({
      grand_total: 990,
      deposit: 495,
      use_wallet: 100,
      amount: 395,
      remain: 495,
    });

    const { booking_id: id, token } = await prebook(gold, '16:00:00');
    const opened = await order(
      {
        id,
        token,
        sub_total: 1100,
        tier_discount: 110,
        grand_total: 990,
        deposit: 495,
        remain: 495,
        use_wallet: 100,
      },
      gold,
    );
    expect(opened.body.data?.kpaymentOrder.amount).toBe(395);
    expect(await payAtSandbox(opened.body.data!.kpaymentOrder.redirect_url)).toMatchObject({
      outcome: 'confirmed',
    });
    const mine = await call<{ memberBookings: unknown[] }>(MINE, {}, gold);
    expect(mine.body.data?.memberBookings).toEqual([{ id, grand_total: 990, remain: 495 }]);
    const shown = await call<{ prebooking: Record<string, unknown> }>(PREBOOKING, { id, token }, gold);
    expect(shown.body.data?.prebooking).toMatchObject({ tax: { enable: false, id: null } });
  });

  it('stores the host record the booking came through and shows it', async () => {
    const { booking_id: id, token } = await prebook();
    const host = await db()
      .selectFrom('brand_hosts')
      .select('id')
      .where('host', '=', '127.0.0.1')
      .executeTakeFirstOrThrow();
    const stored = await db()
      .selectFrom('bookings')
      .select('domain_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.domain_id).toBe(host.id);
    const shown = await call<{ prebooking: { domain_id: string } }>(PREBOOKING, { id, token });
    expect(shown.body.data?.prebooking.domain_id).toBe(String(host.id));
  });

  it('records what the paid order owes, not what a later order priced (a superseded order paid late)', async () => {
    const { booking_id: id, token } = await prebook(gold, '18:00:00');
    const goldOrder = await order(
      { id, token, sub_total: 1100, tier_discount: 110, grand_total: 990, deposit: 495, remain: 495 },
      gold,
    );
    expect(goldOrder.body.errors).toBeUndefined();
    // A visitor holding the token prices it again at the full price; that order supersedes the first.
    const visitorOrder = await order({
      id,
      token,
      sub_total: 1100,
      tier_discount: 0,
      grand_total: 1100,
      deposit: 550,
      remain: 550,
    });
    expect(visitorOrder.body.errors).toBeUndefined();
    // The member's first order is paid anyway, late: it is what the booking was paid with.
    expect((await payAtSandbox(goldOrder.body.data!.kpaymentOrder.redirect_url)).outcome).toBe('confirmed');
    const paid = await db()
      .selectFrom('bookings')
      .select(['remain_satang', 'grand_total_satang'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ remain_satang: 49_500, grand_total_satang: 99_000 });
  });
});
