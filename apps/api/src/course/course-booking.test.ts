import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';
import { seedMemberCourses } from '../seed/courses.seed';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) {
  id method amount redirect_url booking_id booking_no token } }`;
const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  sub_total discount tier_discount grand_total } }`;
const COURSES = `query ($branch: ID!) { courses(branch: $branch) { id volume_used volume_available } }`;

interface Order {
  id: string;
  method: string;
  amount: number;
  redirect_url: string;
  booking_id: string;
  booking_no: string | null;
}
interface Problem {
  code: string;
  message: string;
}

const thai = seedMemberCourses[0]!;
const duo = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4201';
const single = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4202';
const baansabai = '6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b4203';
const item = (product: string, course: string) => `R${product}:C${course}`;

// 100 THB (locker) + a course item at 0; the Gold member's 10% tier discount leaves 90.
const GOLD_PRICE = { sub_total: 100, discount: 0, tier_discount: 10, grand_total: 90, deposit: 0, remain: 0 };

describe.each(engines)('booking with course items on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;
  const yuzenGuests = (...items: string[]) =>
    JSON.stringify([{ no: 1, treatments: ['yu-locker-set', ...items] }]);

  const prebook = (treatments: string, extra: Record<string, unknown> = {}, cookie = gold) =>
    gql<{ prebook: { booking_id: string } }>(
      server,
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${date} 15:00:00`,
          treatments,
          contact_name: 'Ploy',
          contact_email: 'gold@example.com',
          ...extra,
        },
      },
      cookie ? { cookie } : {},
    );
  const summary = (treatments: string, extra: Record<string, unknown> = {}, cookie = gold) =>
    gql<{ orderSummary: Record<string, number> }>(
      server,
      SUMMARY,
      { input: { branch_id: 'yuzen-sukhumvit', datetime: `${date} 15:00:00`, treatments, ...extra } },
      cookie ? { cookie } : {},
    );
  const order = (
    id: string,
    amounts: Record<string, number> = GOLD_PRICE,
    headers: Record<string, string> = {},
  ) =>
    gql<{ kpaymentOrder: Order }>(
      server,
      ORDER,
      { input: { id, payment_method: 'card', ...amounts } },
      { cookie: gold, headers },
    );
  const tester = (redirectUrl: string, action: 'pay' | 'decline') =>
    server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${redirectUrl.split('/').pop()}/${action}` });
  const deliver = async (payload: NotifyPayload | undefined) =>
    (
      await server.app.inject({ method: 'POST', url: '/api/kpayment/notify', payload: payload as never })
    ).json();
  const usage = (bookingId: string) =>
    db()
      .selectFrom('course_usage')
      .select(['member_course_id', 'sets'])
      .where('booking_id', '=', bookingId)
      .execute();
  const problemsOf = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
    (errors?.[0]?.extensions?.['problems'] as Problem[] | undefined) ?? [];
  const otherBookingUses = async (memberCourseId: string, sets: number) => {
    const id = randomUUID();
    await db()
      .insertInto('bookings')
      .values({
        id,
        token: randomUUID(),
        brand_id: 'yuzen',
        branch_id: 'yuzen-sukhumvit',
        channel: 'isbs',
        state: 'paid',
        date: '2026-01-01',
        time_min: 600,
        guest_count: 1,
        guests: '[]',
        locale: 'en',
      })
      .execute();
    await db()
      .insertInto('course_usage')
      .values({ member_course_id: memberCourseId, booking_id: id, sets })
      .execute();
  };

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    for (const [id, course_id, volume_total] of [
      [duo, 'yu-course-duo-5', 5],
      [single, 'yu-course-thai-10', 1],
      [baansabai, 'bs-course-thai-10', 10],
    ] as const) {
      await db()
        .insertInto('member_courses')
        .values({ id, user_id: thai.userId, course_id, volume_total, expires_on: '2099-12-31' })
        .execute();
    }
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    notifies.length = 0;
    for (const table of [
      'course_usage',
      'wallet_ledger',
      'points_ledger',
      'payment_notifies',
      'outbox',
      'payment_orders',
      'capacity_holds',
      'bookings',
      'sandbox_charges',
      'booking_number_counters',
    ])
      await sql`delete from ${sql.table(table)} where ${sql.raw(
        table === 'wallet_ledger' || table === 'points_ledger'
          ? "reason not in ('top_up', 'adjustment')"
          : 'true',
      )}`.execute(db());
  });

  it('prices course items at 0, takes one set once when the card is paid, none when it is declined', async () => {
    const treatments = yuzenGuests(item('yu-course-thai-60', thai.id));
    expect((await summary(treatments)).body.data?.orderSummary).toEqual({
      sub_total: 100,
      discount: 0,
      tier_discount: 10,
      grand_total: 90,
    });
    const held = await prebook(treatments);
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data!.prebook.booking_id;
    const first = await order(id);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.kpaymentOrder.amount).toBe(90);
    await tester(first.body.data!.kpaymentOrder.redirect_url, 'decline');
    expect(await deliver(notifies[0])).toMatchObject({ outcome: 'failed' });
    expect(await usage(id)).toEqual([]);

    const retry = (await order(id)).body.data!.kpaymentOrder;
    await tester(retry.redirect_url, 'pay');
    expect(await deliver(notifies[1])).toMatchObject({ outcome: 'confirmed' });
    expect(await deliver(notifies[1])).toMatchObject({ outcome: 'duplicate' });
    expect(await usage(id)).toEqual([{ member_course_id: thai.id, sets: 1 }]);
    const listed = await gql<{ courses: { id: string; volume_used: number; volume_available: number }[] }>(
      server,
      COURSES,
      { branch: 'yuzen-sukhumvit' },
      { cookie: gold },
    );
    expect(listed.body.data!.courses.find((c) => c.id === thai.id)).toEqual({
      id: thai.id,
      volume_used: 1,
      volume_available: 9,
    });
    // The paid booking is still shown at its price: its own use does not count against it.
    const { body } = await gql<{ memberBookings: { id: string; grand_total: number }[] }>(
      server,
      `query { memberBookings(scope: "upcoming") { id grand_total } }`,
      {},
      { cookie: gold },
    );
    expect(body.data!.memberBookings).toEqual([{ id, grand_total: 90 }]);
  });

  it('refuses items not in whole sets of treatments_per_set, in orderSummary as in prebook', async () => {
    const half = yuzenGuests(item('yu-course-thai-60', duo));
    // One rule for both (libs/booking-rules' courseSetProblems): the summary says the set is incomplete.
    const refusals = await Promise.all([summary(half), prebook(half)]);
    for (const result of refusals) {
      expect(result.body.data ?? null).toBeNull();
      expect(result.code).toBe('booking.invalid');
      expect(result.body.errors?.[0]?.message).toBe('You must select treatments in set of 2');
      expect(problemsOf(result.body.errors).map((p) => p.code)).toEqual(['course_set_incomplete']);
    }
    const [fromSummary, fromPrebook] = refusals.map((r) => r.body.errors?.[0]?.extensions);
    expect(fromSummary).toEqual(fromPrebook);
    const whole = yuzenGuests(item('yu-course-thai-60', duo), item('yu-course-aroma-90', duo));
    expect((await summary(whole)).body.data?.orderSummary).toMatchObject({ sub_total: 100, grand_total: 90 });
  });

  it('refuses a promo code with course items', async () => {
    const treatments = yuzenGuests(item('yu-course-thai-60', thai.id));
    for (const result of [
      await summary(treatments, { promo_code: 'WELCOME10' }),
      await prebook(treatments, { promo_code: 'WELCOME10' }),
    ]) {
      expect(result.code).toBe('booking.invalid');
      expect(problemsOf(result.body.errors).map((p) => p.code)).toContain('promo_with_course_items');
      expect(problemsOf(result.body.errors).find((p) => p.code === 'promo_with_course_items')?.message).toBe(
        'A promo code cannot be used with course items',
      );
    }
  });

  it('asks a visitor with course items to log in, and a member for a course of theirs', async () => {
    const treatments = yuzenGuests(item('yu-course-thai-60', thai.id));
    expect((await summary(treatments, {}, '')).code).toBe('login.unauthenticated');
    expect((await prebook(treatments, {}, '')).code).toBe('login.unauthenticated');
    const unknown = await summary(yuzenGuests(item('yu-course-thai-60', randomUUID())));
    expect(problemsOf(unknown.body.errors).map((p) => p.code)).toEqual(['course_not_found']);
    const notCovered = await summary(yuzenGuests(item('yu-thai-60', thai.id)));
    expect(problemsOf(notCovered.body.errors).map((p) => p.code)).toEqual(['course_item_not_found']);
    const malformed = await summary(yuzenGuests('nope:nope'));
    expect(malformed.code).toBe('booking.invalid');
  });

  it('needs a refund instead of confirming when the volume was used meanwhile', async () => {
    const id = (await prebook(yuzenGuests(item('yu-course-thai-60', single)))).body.data!.prebook.booking_id;
    const pending = (await order(id)).body.data!.kpaymentOrder;
    await otherBookingUses(single, 1);
    await tester(pending.redirect_url, 'pay');
    expect(await deliver(notifies[0])).toMatchObject({ outcome: 'refund_required:course_insufficient' });
    expect(await usage(id)).toEqual([]);
    const booking = await db()
      .selectFrom('bookings')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking.state).toBe('pending');
  });

  it('confirms without the gateway when course items pay everything', async () => {
    const host = { host: '127.0.0.1' };
    const treatments = JSON.stringify([{ no: 1, treatments: [item('bs-course-thai-60', baansabai)] }]);
    const held = await gql<{ prebook: { booking_id: string } }>(
      server,
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'baansabai-silom',
          date_time: `${date} 15:00:00`,
          treatments,
          contact_name: 'Ploy',
        },
      },
      { cookie: gold, headers: host },
    );
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data!.prebook.booking_id;
    const zero = { sub_total: 0, discount: 0, tier_discount: 0, grand_total: 0, deposit: 0, remain: 0 };
    const paid = await order(id, zero, host);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.kpaymentOrder).toMatchObject({ method: 'course', amount: 0, booking_id: id });
    expect(paid.body.data!.kpaymentOrder.booking_no).toMatch(/^BS-\d{8}-0001$/);
    expect(await usage(id)).toEqual([{ member_course_id: baansabai, sets: 1 }]);
    expect((await order(id, zero, host)).code).toBe('booking.made');
    expect(await usage(id)).toEqual([{ member_course_id: baansabai, sets: 1 }]);
  });
});
