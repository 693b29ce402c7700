import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { nextWeekday } from '../../test/desk-bookings';
import { startTestServer, type TestServer } from '../../test/test-server';

const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) { sub_total discount tier_discount grand_total } }`;
const VOUCHER = `query ($code: String!, $input: VoucherInput!) { voucher(code: $code, input: $input) {
  code campaign status short_description expires_at terms conditions { brands treatments packages } ineligible_reasons } }`;

const massage = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]); // 750 THB
// 100 + 1,090 THB: two hours in the onsen from 14:00, then the massage.
const onsenPackage = JSON.stringify([
  { no: 1, start: { onsen: '14:00', spa: '16:00' }, treatments: ['yu-locker-set', 'yu-pkg-onsen-thai'] },
]);
// Days to come: a booking's date may not be in the past.
const WEDNESDAY = nextWeekday(3);
const SATURDAY = nextWeekday(6);

describe.each(oneEngine)('promotions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const summary = (promo_code: string, treatments = massage, datetime = `${WEDNESDAY} 14:00:00`) =>
    server.graphql<{ orderSummary: Record<string, number> }>(SUMMARY, {
      input: { branch_id: 'yuzen-sukhumvit', datetime, treatments, promo_code },
    });
  const voucher = (code: string, datetime: string, guests = massage, host = 'localhost', customer?: string) =>
    server.graphql<{ voucher: { status: string; ineligible_reasons: string[] } & Record<string, unknown> }>(
      VOUCHER,
      { code, input: { datetime, guests, customer } },
      { host, locale: 'th' },
    );

  it('takes a percentage off with a promotion code', async () => {
    const result = await summary('welcome10');
    expect(result.body.data?.orderSummary).toEqual({
      sub_total: 750,
      discount: 75,
      tier_discount: 0,
      grand_total: 675,
    });
  });

  it('takes a fixed amount off a qualifying package, and refuses it without one', async () => {
    expect((await summary('ONSEN200', onsenPackage)).body.data?.orderSummary).toMatchObject({
      sub_total: 1190,
      discount: 200,
      grand_total: 990,
    });
    expect((await summary('ONSEN200')).body.errors?.[0]?.extensions?.['code']).toBe('voucher.invalid');
  });

  it('describes a usable voucher in the language of the request', async () => {
    const result = await voucher('WEEKDAY15', `${WEDNESDAY} 11:00:00`);
    expect(result.body.data?.voucher).toMatchObject({
      code: 'WEEKDAY15',
      campaign: 'Quiet hours',
      status: 'usable',
      ineligible_reasons: [],
      conditions: { brands: [], treatments: [], packages: [] },
    });
    expect(result.body.data?.voucher.short_description).toMatch(/[\u0E00-\u0E7F]/);
  });

  it.each([
    [
      'a day outside its days',
      'WEEKDAY15',
      `${SATURDAY} 11:00:00`,
      massage,
      'localhost',
      ['day_not_allowed'],
    ],
    [
      'a time outside its hours',
      'WEEKDAY15',
      `${WEDNESDAY} 17:00:00`,
      massage,
      'localhost',
      ['time_not_allowed'],
    ],
    [
      'a date outside its window, after its expiry',
      'SONGKRAN25',
      `${WEDNESDAY} 11:00:00`,
      massage,
      'localhost',
      ['expired', 'datetime_not_allowed'],
    ],
    ['another brand', 'ONSEN200', `${WEDNESDAY} 11:00:00`, onsenPackage, '127.0.0.1', ['brand_mismatch']],
    [
      'no qualifying package',
      'ONSEN200',
      `${WEDNESDAY} 11:00:00`,
      massage,
      'localhost',
      ['treatment_mismatch'],
    ],
  ])('gives the reason for %s', async (_, code, datetime, guests, host, reasons) => {
    const result = await voucher(code, datetime, guests, host);
    expect(result.body.data?.voucher.status).not.toBe('usable');
    expect(result.body.data?.voucher.ineligible_reasons).toEqual(reasons);
  });

  it('counts uses per customer', async () => {
    const booking = await sql<{ id: string }>`select id from bookings limit 1`.execute(server.database.db);
    const bookingId = booking.rows[0]?.id ?? (await aBooking());
    await sql`insert into promotion_redemptions (code, booking_id, customer_key) values ('WELCOME10', ${bookingId}, 'ploy@example.com')`.execute(
      server.database.db,
    );
    expect(
      (await voucher('WELCOME10', `${WEDNESDAY} 11:00:00`, massage, 'localhost', 'ploy@example.com')).body
        .data?.voucher,
    ).toMatchObject({ status: 'used', ineligible_reasons: ['used'] });
    expect(
      (await voucher('WELCOME10', `${WEDNESDAY} 11:00:00`, massage, 'localhost', 'other@example.com')).body
        .data?.voucher.status,
    ).toBe('usable');
  });

  it('refuses an unknown code', async () => {
    const result = await voucher('NOPE', `${WEDNESDAY} 11:00:00`);
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe('voucher.invalid');
  });

  async function aBooking(): Promise<string> {
    const id = '11111111-1111-4111-8111-111111111111';
    await sql`insert into bookings (id, token, brand_id, branch_id, channel, state, date, time_min, guest_count, guests)
      values (${id}, 't', 'yuzen', 'yuzen-sukhumvit', 'isbs', 'paid', ${WEDNESDAY}, 600, 1, '[]')`.execute(
      server.database.db,
    );
    return id;
  }
});
