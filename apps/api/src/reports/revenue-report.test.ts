// The revenue report (docs/product-rules.md, Reports) against a month of payments written straight into the
// tables: every row's figures equal the sums taken from the seeded orders, a payment counts on the branch's
// calendar day, other brands, unpaid orders and days outside the range count for nothing, and the report is
// the brand admin's, not branch staff's.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const REPORT = `query ($from: Date!, $to: Date!, $branch: ID) { revenueReport(from: $from, to: $to, branch_id: $branch) {
  rows { date branch_id branch_name channel method paid wallet refunded bookings } paid wallet refunded owed } }`;

interface Seeded {
  brand: string;
  branch: string;
  channel: string;
  method: string;
  /** When it was paid, an instant. */
  paidAt: string;
  amount: number;
  wallet: number;
  refunded: number;
  refundedAt: string | null;
  remain: number;
  status: 'paid' | 'failed';
  date: string;
}

const BRANCHES = ['yuzen-sukhumvit', 'yuzen-ratchada'];
const CHANNELS = ['isbs', 'kiosk', 'staff'];
const METHODS = ['card', 'qr', 'counter_cash'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A month of Yuzen's payments in March 2025, some refunded, some with a wallet part, a few to be left out. */
function aMonth(): Seeded[] {
  const seeded: Seeded[] = [];
  for (let day = 1; day <= 31; day += 1)
    for (let i = 0; i < 3; i += 1) {
      const n = day * 3 + i;
      const date = `2025-03-${pad(day)}`;
      seeded.push({
        brand: 'yuzen',
        branch: BRANCHES[n % 2] as string,
        channel: CHANNELS[n % 3] as string,
        method: METHODS[(n >> 1) % 3] as string,
        // 03:00 to 09:00 UTC: 10:00 to 16:00 in Bangkok, the same day.
        paidAt: `${date}T${pad(3 + i * 3)}:00:00Z`,
        amount: 50_000 + n * 1_250,
        wallet: n % 5 === 0 ? 20_000 : 0,
        refunded: n % 7 === 0 ? 10_000 : 0,
        refundedAt: n % 7 === 0 ? `${date}T10:00:00Z` : null,
        remain: n % 4 === 0 ? 30_000 : 0,
        status: 'paid',
        date,
      });
    }
  const base = seeded[0] as Seeded;
  // 17:30 UTC on 28 February is 00:30 on 1 March in Bangkok: March's.
  seeded.push({
    ...base,
    paidAt: '2025-02-28T17:30:00Z',
    amount: 77_700,
    wallet: 0,
    refunded: 0,
    refundedAt: null,
    remain: 0,
  });
  // 17:30 UTC on 31 March is 1 April in Bangkok: not March's.
  seeded.push({
    ...base,
    paidAt: '2025-03-31T17:30:00Z',
    amount: 88_800,
    wallet: 0,
    refunded: 0,
    refundedAt: null,
    remain: 0,
    date: '2025-04-01',
  });
  // Another brand's payment and a failed order: never Yuzen's revenue.
  seeded.push({ ...base, brand: 'baansabai', branch: 'baansabai-silom', amount: 99_900 });
  seeded.push({ ...base, status: 'failed', amount: 66_600 });
  return seeded;
}

const bangkokDay = (instant: string) =>
  new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);

describe.each(engines)('the revenue report on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';
  const seeded = aMonth();

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    admin = await signIn(YUZEN_ADMIN, '198.18.5.1');
    desk = await signIn(SUKHUMVIT_DESK, '198.18.5.2');
    let no = 0;
    for (const s of seeded) {
      const id = randomUUID();
      await server.database.db
        .insertInto('bookings')
        .values({
          id,
          token: randomUUID(),
          brand_id: s.brand,
          branch_id: s.branch,
          domain_id: null,
          channel: s.channel,
          state: s.status === 'paid' ? 'paid' : 'expired',
          date: s.date,
          time_min: 600,
          guest_count: 1,
          guests: JSON.stringify([]),
          promo_code: null,
          contact_name: null,
          contact_email: null,
          contact_phone: null,
          request: null,
          payment_method: s.method,
          locale: 'en',
          hold_expires_at: null,
          booking_no: `RPT${++no}`,
          paid_at: s.status === 'paid' ? new Date(s.paidAt) : null,
          remain_satang: s.remain,
        })
        .execute();
      await server.database.db
        .insertInto('payment_orders')
        .values({
          id: randomUUID(),
          booking_id: id,
          method: s.method,
          amount_satang: s.amount,
          currency: 'THB',
          status: s.status,
          charge_id: null,
          redirect_url: null,
          merchant_id: null,
          terminal_id: null,
          reference: null,
          failure: null,
          use_wallet_satang: s.wallet,
          refunded_satang: s.refunded,
          refunded_at: s.refundedAt ? new Date(s.refundedAt) : null,
          refund_via: s.refundedAt ? 'wallet' : null,
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  type Row = {
    date: string;
    branch_id: string;
    channel: string;
    method: string;
    paid: number;
    wallet: number;
    refunded: number;
    bookings: number;
  };
  const report = async (variables: Record<string, unknown>, staff = admin) =>
    staffGql<{
      revenueReport: { rows: Row[]; paid: number; wallet: number; refunded: number; owed: number };
    }>(server, REPORT, variables, { staff });

  /** The seeded figures summed by day, branch, channel and method, as the report should have them. */
  function expectedRows(
    branch?: string,
  ): Map<string, Omit<Row, 'date' | 'branch_id' | 'channel' | 'method'>> {
    const rows = new Map<string, { paid: number; wallet: number; refunded: number; bookings: number }>();
    const add = (
      key: string,
      change: Partial<{ paid: number; wallet: number; refunded: number; bookings: number }>,
    ) => {
      const row = rows.get(key) ?? { paid: 0, wallet: 0, refunded: 0, bookings: 0 };
      rows.set(key, {
        paid: row.paid + (change.paid ?? 0),
        wallet: row.wallet + (change.wallet ?? 0),
        refunded: row.refunded + (change.refunded ?? 0),
        bookings: row.bookings + (change.bookings ?? 0),
      });
    };
    for (const s of seeded) {
      if (s.brand !== 'yuzen' || s.status !== 'paid' || (branch && s.branch !== branch)) continue;
      const paidDay = bangkokDay(s.paidAt);
      if (paidDay.startsWith('2025-03'))
        add(`${paidDay}|${s.branch}|${s.channel}|${s.method}`, {
          paid: s.amount / 100,
          wallet: s.wallet / 100,
          bookings: 1,
        });
      if (s.refundedAt && bangkokDay(s.refundedAt).startsWith('2025-03'))
        add(`${bangkokDay(s.refundedAt)}|${s.branch}|${s.channel}|${s.method}`, {
          refunded: s.refunded / 100,
        });
    }
    return rows;
  }

  it("sums a month of the brand's payments by day, branch, channel and method", async () => {
    const { body } = await report({ from: '2025-03-01', to: '2025-03-31' });
    expect(body.errors).toBeUndefined();
    const got = body.data!.revenueReport;
    const expected = expectedRows();
    expect(
      new Map(
        got.rows.map((r) => [
          `${r.date}|${r.branch_id}|${r.channel}|${r.method}`,
          { paid: r.paid, wallet: r.wallet, refunded: r.refunded, bookings: r.bookings },
        ]),
      ),
    ).toEqual(expected);
    const total = (key: 'paid' | 'wallet' | 'refunded') =>
      Math.round([...expected.values()].reduce((sum, row) => sum + row[key], 0) * 100) / 100;
    expect(got).toMatchObject({ paid: total('paid'), wallet: total('wallet'), refunded: total('refunded') });
    // The owed figure is the bookings' own remainder, by their date.
    const owed = seeded
      .filter((s) => s.brand === 'yuzen' && s.status === 'paid' && s.date.startsWith('2025-03'))
      .reduce((sum, s) => sum + s.remain, 0);
    expect(got.owed).toBe(owed / 100);
    // Days are Bangkok's: the payment at 00:30 on 1 March is March's, the one at 00:30 on 1 April is not (a
    // report by UTC days would differ from the expected rows above in both).
    const first = got.rows.find((r) => r.date === '2025-03-01' && r.paid * 100 >= 77_700);
    expect(first).toBeDefined();
    expect(got.rows.some((r) => r.date > '2025-03-31')).toBe(false);
  });

  it('narrows to one branch and one day', async () => {
    const branch = await report({ from: '2025-03-01', to: '2025-03-31', branch: 'yuzen-ratchada' });
    expect(new Set(branch.body.data!.revenueReport.rows.map((r) => r.branch_id))).toEqual(
      new Set(['yuzen-ratchada']),
    );
    expect(branch.body.data!.revenueReport.rows).toHaveLength(expectedRows('yuzen-ratchada').size);
    const day = await report({ from: '2025-03-15', to: '2025-03-15' });
    expect(new Set(day.body.data!.revenueReport.rows.map((r) => r.date))).toEqual(new Set(['2025-03-15']));
  });

  it.each([
    ['a range that ends before it starts', { from: '2025-03-31', to: '2025-03-01' }, 'request.invalid'],
    ['a range over a year', { from: '2024-01-01', to: '2025-03-01' }, 'request.invalid'],
    [
      "another brand's branch",
      { from: '2025-03-01', to: '2025-03-31', branch: 'baansabai-silom' },
      'branch.notFound',
    ],
  ])('refuses %s', async (_label, variables, code) => {
    expect((await report(variables)).code).toBe(code);
  });

  it('is not for branch staff', async () => {
    expect((await report({ from: '2025-03-01', to: '2025-03-31' }, desk)).code).toBe('login.notAuthorized');
    expect(
      (await report({ from: '2025-03-01', to: '2025-03-31', branch: 'yuzen-sukhumvit' }, desk)).code,
    ).toBe('login.notAuthorized');
  });
});
