// The catalogue in admin (docs/product-rules.md, The catalogue in admin): a brand admin's price and name are
// what the customer's next request reads, on this process and on another one (docs/architecture.md, Caching);
// a closed date is refused by the rules and greyed in the calendar; bad input and callers without the
// permission change nothing; bookings already made keep their prices.
import { loadConfig } from '../config';
import { aPaidBooking, dayAhead } from '../../test/desk-bookings';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startSecondServer, startTestServer, type TestServer } from '../../test/test-server';

const PRODUCTS = `query ($branch: ID!) { products(branch: $branch) { id name price } }`;
const CATALOG = `{ catalogProducts { id code type name { en th zh } description { en th zh } duration price tags
  is_force_select is_onsen_fee is_use_oil_material is_must_after_onsen branch_ids bundle_item_ids } }`;
const UPDATE = `mutation ($input: ProductInput!) { updateProduct(input: $input) { id name { en th zh } price branch_ids } }`;
const CLOSE = `mutation ($branch: ID!, $date: Date!, $note: String) {
  addBranchClosedDate(branch_id: $branch, date: $date, note: $note) { branch_id date note bookings } }`;
const REOPEN = `mutation ($branch: ID!, $date: Date!) { removeBranchClosedDate(branch_id: $branch, date: $date) { date } }`;
const CLOSED = `query ($branch: ID!) { branchClosedDates(branch_id: $branch) { date note bookings } }`;
const MONTH = `query ($input: AvailabilityMonthInput!) { availabilityMonth(input: $input) { date has_free } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id } }`;
const BRANCHES = `{ branches { id closed_dates } }`;

type CatalogProduct = {
  id: string;
  name: { en: string; th: string; zh: string };
  description: { en: string; th: string; zh: string };
  duration: number;
  price: number;
  tags: string[];
  is_force_select: boolean;
  is_use_oil_material: boolean;
  is_must_after_onsen: boolean;
  branch_ids: string[];
};

const BRANCH = 'yuzen-sukhumvit';
const PRODUCT = 'yu-thai-60';

/** The product as an edit's input: what may change, as the list shows it. */
const inputOf = (p: CatalogProduct) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  duration: p.duration,
  price: p.price,
  tags: p.tags,
  is_force_select: p.is_force_select,
  is_use_oil_material: p.is_use_oil_material,
  is_must_after_onsen: p.is_must_after_onsen,
  branch_ids: p.branch_ids,
});

describe.each(oneEngine)('the catalogue in admin on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';
  let ipSeq = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string) =>
      staffCookie(
        await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip: `198.18.7.${++ipSeq}` }),
      ).value;
    admin = await signIn(YUZEN_ADMIN);
    desk = await signIn(SUKHUMVIT_DESK);
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const current = async () => {
    const { body } = await asAdmin<{ catalogProducts: CatalogProduct[] }>(CATALOG);
    return body.data!.catalogProducts.find((p) => p.id === PRODUCT)!;
  };
  const customerSees = async (on: TestServer, locale: string) => {
    const { body } = await on.graphql<{ products: { id: string; name: string; price: number }[] }>(
      PRODUCTS,
      { branch: BRANCH },
      { locale },
    );
    return body.data!.products.find((p) => p.id === PRODUCT);
  };

  it("changes a price and a Thai name that the customer's next request reads", async () => {
    await customerSees(server, 'th'); // the catalogue is cached now
    const before = await current();
    const { body } = await asAdmin<{ updateProduct: { price: number; name: { th: string } } }>(UPDATE, {
      input: { ...inputOf(before), price: 1234.5, name: { ...before.name, th: 'นวดไทยแบบดั้งเดิม' } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateProduct).toMatchObject({ price: 1234.5, name: { th: 'นวดไทยแบบดั้งเดิม' } });
    expect(await customerSees(server, 'th')).toMatchObject({ price: 1234.5, name: 'นวดไทยแบบดั้งเดิม' });
    expect(await customerSees(server, 'en')).toMatchObject({ name: before.name.en });

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', PRODUCT)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'product_update',
      before: { price_satang: before.price * 100 },
      after: { price_satang: 123_450 },
    });
  });

  it('keeps the prices of bookings already made', async () => {
    const paid = await aPaidBooking(server.database, { date: dayAhead(5), time: '14:00' });
    const summaryOf = () =>
      server.database.db
        .selectFrom('payment_orders')
        .select('priced_summary')
        .where('booking_id', '=', paid.id)
        .executeTakeFirstOrThrow();
    const before = await summaryOf();
    const product = await current();
    await asAdmin(UPDATE, { input: { ...inputOf(product), price: product.price + 100 } });
    expect(await summaryOf()).toEqual(before);
  });

  it('takes a product off a branch and back', async () => {
    const product = await current();
    const off = await asAdmin(UPDATE, {
      input: { ...inputOf(product), branch_ids: product.branch_ids.filter((b) => b !== BRANCH) },
    });
    expect(off.body.errors).toBeUndefined();
    expect(await customerSees(server, 'en')).toBeUndefined();
    await asAdmin(UPDATE, { input: inputOf(product) });
    expect(await customerSees(server, 'en')).toBeDefined();
  });

  it.each([
    ['a price below zero', { price: -1 }, 'request.invalid'],
    ['a duration off the 15-minute steps', { duration: 50 }, 'request.invalid'],
    ['an empty Thai name', { name: { en: 'Thai massage', th: ' ', zh: '泰式按摩' } }, 'request.invalid'],
    ['a tag with spaces', { tags: ['thai massage'] }, 'request.invalid'],
    ["another brand's branch", { branch_ids: ['baansabai-silom'] }, 'branch.notFound'],
    ['a product of no brand', { id: 'nothing-here' }, 'product.notFound'],
    ["another brand's product", { id: 'bs-thai-60' }, 'product.notFound'],
  ])('refuses %s and changes nothing', async (_label, change, code) => {
    const before = await current();
    const { body } = await asAdmin(UPDATE, { input: { ...inputOf(before), ...change } });
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    expect(await current()).toEqual(before);
  });

  it('lets no branch staff change the catalogue', async () => {
    const before = await current();
    const { code } = await staffGql(
      server,
      UPDATE,
      { input: { ...inputOf(before), price: 1 } },
      { staff: desk },
    );
    expect(code).toBe('login.notAuthorized');
    const closing = await staffGql(server, CLOSE, { branch: BRANCH, date: dayAhead(9) }, { staff: desk });
    expect(closing.code).toBe('login.notAuthorized');
    expect(await current()).toEqual(before);
  });

  it('closes a branch on a date: refused by the rules, grey in the calendar, open again when removed', async () => {
    const date = dayAhead(12);
    const month = { branch_id: BRANCH, month: date.slice(0, 7), guest_count: 1 };
    const prebookOn = () =>
      server.graphql(PREBOOK, {
        input: {
          guest_count: 1,
          branch_id: BRANCH,
          date_time: `${date} 15:00:00`,
          treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          contact_name: 'Niran',
          contact_email: 'niran@example.com',
        },
      });
    const dayFree = async () => {
      const { body } = await server.graphql<{ availabilityMonth: { date: string; has_free: boolean }[] }>(
        MONTH,
        { input: month },
      );
      return body.data?.availabilityMonth.find((d) => d.date === date)?.has_free;
    };
    expect(await dayFree()).toBe(true);

    const closed = await asAdmin<{ addBranchClosedDate: { note: string; bookings: number } }>(CLOSE, {
      branch: BRANCH,
      date,
      note: 'Songkran',
    });
    expect(closed.body.data?.addBranchClosedDate).toEqual({
      branch_id: BRANCH,
      date,
      note: 'Songkran',
      bookings: 0,
    });
    expect(await dayFree()).toBe(false);
    const refused = await prebookOn();
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('booking.invalid');
    expect(JSON.stringify(refused.body.errors?.[0]?.extensions)).toContain('branch_closed_on_date');
    const branches = await server.graphql<{ branches: { id: string; closed_dates: string[] }[] }>(BRANCHES);
    expect(branches.body.data?.branches.find((b) => b.id === BRANCH)?.closed_dates).toContain(date);
    const listed = await asAdmin<{ branchClosedDates: { date: string }[] }>(CLOSED, { branch: BRANCH });
    expect(listed.body.data?.branchClosedDates.map((d) => d.date)).toContain(date);

    const reopened = await asAdmin(REOPEN, { branch: BRANCH, date });
    expect(reopened.body.errors).toBeUndefined();
    expect(await dayFree()).toBe(true);
    expect((await prebookOn()).body.errors).toBeUndefined();
    const again = await asAdmin(REOPEN, { branch: BRANCH, date });
    expect(again.code).toBe('closedDate.notFound');
  });

  it('counts the bookings already made on a date it closes', async () => {
    const date = dayAhead(6);
    await aPaidBooking(server.database, { date, time: '16:00' });
    const { body } = await asAdmin<{ addBranchClosedDate: { bookings: number } }>(CLOSE, {
      branch: BRANCH,
      date,
    });
    expect(body.data?.addBranchClosedDate.bookings).toBe(1);
    await asAdmin(REOPEN, { branch: BRANCH, date });
  });

  it.each([
    ['a date that does not exist', { date: '2026-02-30' }, 'request.invalid'],
    ['an unknown branch', { branch: 'nowhere' }, 'branch.notFound'],
    ['a note too long', { note: 'x'.repeat(201) }, 'request.invalid'],
  ])('refuses to close on %s', async (_label, change, code) => {
    const { body } = await asAdmin(CLOSE, { branch: BRANCH, date: dayAhead(20), ...change });
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    const count = await server.database.db
      .selectFrom('branch_closed_dates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  if (engine === 'postgres')
    it('is served by another server process within a second of the edit', async () => {
      const other = await startSecondServer(server);
      try {
        await customerSees(other, 'en'); // cached on the other process
        const product = await current();
        await asAdmin(UPDATE, { input: { ...inputOf(product), price: product.price + 7 } });
        const deadline = Date.now() + 1_000;
        let seen = (await customerSees(other, 'en'))?.price;
        while (seen !== product.price + 7 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = (await customerSees(other, 'en'))?.price;
        }
        expect(seen).toBe(product.price + 7);
      } finally {
        await other.close();
      }
    });
});
