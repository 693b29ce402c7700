// Brand and branch settings in admin (docs/product-rules.md, Brand and branch settings): a brand admin's change is
// what the customer's next request reads (the brand's name, a branch's hours and days), with its audit row; the
// seller's legal details are both or neither; bad input and branch staff change nothing.
import { toBranchLocal } from '@sabai/booking-rules';
import { loadConfig } from '../config';
import { PREBOOK } from '../../test/payment-harness';
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

const BRAND = `{ brandSettings { name { en th zh } faq_url customer_url color_primary color_secondary deposit_percent
  booking_horizon_days no_show_grace_min hold_seconds server_hold_seconds vat_registered legal_name_th legal_name_en legal_address_th legal_address_en
  legal_tax_id legal_branch } }`;
const UPDATE_BRAND = `mutation ($input: BrandSettingsInput!) { updateBrandSettings(input: $input) { name { en } deposit_percent legal_name_th } }`;
const BRANCH = `query ($id: ID!) { branchSettings(branch_id: $id) { branch_id open_time close_time open_days open_date close_date spa_beds onsen_places } }`;
const UPDATE_BRANCH = `mutation ($input: BranchSettingsInput!) { updateBranchSettings(input: $input) { open_time close_time open_days } }`;
const CUSTOMER_BRANCHES = `{ branches { id open_time close_time open_days brand { name } } }`;

type BrandSettings = Record<string, unknown> & { name: { en: string; th: string; zh: string } };

describe.each(oneEngine)('brand and branch settings on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    admin = await signIn(YUZEN_ADMIN, '198.18.2.1');
    desk = await signIn(SUKHUMVIT_DESK, '198.18.2.2');
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const settings = async () =>
    (await asAdmin<{ brandSettings: BrandSettings }>(BRAND)).body.data!.brandSettings;
  /** The settings as an update's input: every text a string. */
  const inputOf = (s: BrandSettings) =>
    Object.fromEntries(
      Object.entries(s)
        .filter(([k]) => k !== 'server_hold_seconds')
        .map(([k, v]) => [k, v === null && k !== 'legal_tax_id' && k !== 'hold_seconds' ? '' : v]),
    );
  const customerBranches = async () =>
    (
      await server.graphql<{
        branches: {
          id: string;
          open_time: string;
          close_time: string;
          open_days: number[];
          brand: { name: string };
        }[];
      }>(CUSTOMER_BRANCHES)
    ).body.data!.branches;

  it("changes the brand's name and deposit, read by the customer's next request", async () => {
    await customerBranches();
    const before = await settings();
    const { body } = await asAdmin<{
      updateBrandSettings: { name: { en: string }; deposit_percent: number };
    }>(UPDATE_BRAND, {
      input: { ...inputOf(before), name: { ...before.name, en: 'Yuzen Onsen & Spa' }, deposit_percent: 30 },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateBrandSettings).toMatchObject({
      name: { en: 'Yuzen Onsen & Spa' },
      deposit_percent: 30,
    });
    expect((await customerBranches())[0]?.brand.name).toBe('Yuzen Onsen & Spa');
    await asAdmin(UPDATE_BRAND, { input: inputOf(before) });
  });

  it.each([
    ['a colour that is no colour', { color_primary: 'blue' }],
    ['a deposit over 100%', { deposit_percent: 120 }],
    ['a tax id that fails its check digit', { legal_tax_id: '1234567890123' }],
    ['a legal name without its address', { legal_name_th: 'บริษัท ทดสอบ จำกัด', legal_address_th: '' }],
    ['an FAQ that is no web address', { faq_url: 'javascript:alert(1)' }],
  ])('refuses %s and changes nothing', async (_label, change) => {
    const before = await settings();
    expect((await asAdmin(UPDATE_BRAND, { input: { ...inputOf(before), ...change } })).code).toBe(
      'request.invalid',
    );
    expect(await settings()).toEqual(before);
  });

  it("changes a branch's hours and days, read by the customer's next request", async () => {
    const before = (
      await asAdmin<{ branchSettings: Record<string, unknown> }>(BRANCH, { id: 'yuzen-sukhumvit' })
    ).body.data!.branchSettings;
    const { branch_id, ...rest } = before;
    const changed = await asAdmin(UPDATE_BRANCH, {
      input: { ...rest, branch_id, open_time: '09:30', close_time: '00:00', open_days: [1, 2, 3, 4, 5] },
    });
    expect(changed.body.errors).toBeUndefined();
    const seen = (await customerBranches()).find((b) => b.id === 'yuzen-sukhumvit');
    expect(seen).toMatchObject({ open_time: '09:30:00', close_time: '00:00:00', open_days: [1, 2, 3, 4, 5] });
    const refused = await asAdmin(UPDATE_BRANCH, {
      input: { ...rest, branch_id, open_time: '22:00', close_time: '10:00' },
    });
    expect(refused.code).toBe('request.invalid');
    await asAdmin(UPDATE_BRANCH, { input: before });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', 'yuzen-sukhumvit')
      .where('action', '=', 'branch_settings')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("holds a customer's places for the brand's seconds, or the server's when left empty", async () => {
    const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
    const heldFor = async () => {
      const { body } = await server.graphql<{ prebook: { booking_id: string } }>(PREBOOK, {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${date} 15:00:00`,
          treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          contact_name: 'Ploy',
          contact_email: 'ploy@example.com',
        },
      });
      const row = await server.database.db
        .selectFrom('bookings')
        .select(['hold_expires_at', 'created_at'])
        .where('id', '=', body.data!.prebook.booking_id)
        .executeTakeFirstOrThrow();
      return Math.round((row.hold_expires_at!.getTime() - row.created_at.getTime()) / 1000);
    };
    const before = await settings();
    expect(before).toMatchObject({ hold_seconds: null, server_hold_seconds: 900 });
    expect(await heldFor()).toBe(900);
    const refused = await asAdmin(UPDATE_BRAND, { input: { ...inputOf(before), hold_seconds: 30 } });
    expect(refused.code).toBe('request.invalid');
    await asAdmin(UPDATE_BRAND, { input: { ...inputOf(before), hold_seconds: 300 } });
    expect(await heldFor()).toBe(300);
    await asAdmin(UPDATE_BRAND, { input: { ...inputOf(before), hold_seconds: null } });
    expect(await heldFor()).toBe(900);
  });

  it('is not for branch staff, nor for another brand', async () => {
    expect((await staffGql(server, BRAND, {}, { staff: desk })).code).toBe('login.notAuthorized');
    expect((await asAdmin(BRANCH, { id: 'baansabai-silom' })).code).toBe('branch.notFound');
  });
});
