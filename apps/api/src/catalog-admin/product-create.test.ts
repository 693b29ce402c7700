// Products made in admin (docs/product-rules.md, The catalogue in admin): a treatment and a package that the
// customer's next request lists, a package's duration and flags taken from its items, the onsen rules refusing a
// package with the rule's message (on making it, reordering it, and changing one of its items), a code used
// twice, and nothing written by any refusal.
import { loadConfig } from '../config';
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

const CREATE = `mutation ($input: NewProductInput!) { createProduct(input: $input) {
  id code type duration price is_onsen_fee is_use_oil_material is_must_after_onsen branch_ids bundle_item_ids } }`;
const UPDATE = `mutation ($input: ProductInput!) { updateProduct(input: $input) { id duration bundle_item_ids } }`;
const PRODUCTS = `query ($branch: ID!) { products(branch: $branch) { id code name duration price type bundle { id } } }`;

const BRANCH = 'yuzen-sukhumvit';
const ONSEN_60 = 'yu-onsen-60';
const AROMA_90 = 'yu-aroma-90';
const THAI_60 = 'yu-thai-60';

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  code: 'tr77',
  type: 'treatment',
  name: { en: 'Bamboo Massage', th: 'นวดไม้ไผ่', zh: '竹子按摩' },
  description: { en: 'Warm bamboo rolled along the back.', th: '', zh: '' },
  duration: 60,
  price: 850,
  tags: ['massage'],
  is_force_select: false,
  is_use_oil_material: false,
  is_must_after_onsen: false,
  branch_ids: [BRANCH],
  ...overrides,
});

const editOf = (id: string, overrides: Record<string, unknown> = {}) => {
  const { code: _code, type: _type, ...rest } = newProduct();
  return { id, ...rest, ...overrides };
};

describe.each(oneEngine)('products made in admin on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    admin = await signIn(YUZEN_ADMIN, '198.18.8.1');
    desk = await signIn(SUKHUMVIT_DESK, '198.18.8.2');
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown>) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const onTheWeb = async () => {
    const { body } = await server.graphql<{
      products: {
        id: string;
        code: string;
        name: string;
        duration: number;
        price: number;
        type: string;
        bundle: { id: string }[];
      }[];
    }>(PRODUCTS, { branch: BRANCH }, { locale: 'th' });
    return body.data!.products;
  };
  const productCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes a treatment that the web lists at once, with its code in capitals and an audit row', async () => {
    await onTheWeb(); // the catalogue is cached now
    const { body } = await asAdmin<{ createProduct: { id: string; code: string } }>(CREATE, {
      input: newProduct(),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProduct).toMatchObject({
      id: 'yuzen-tr77',
      code: 'TR77',
      duration: 60,
      price: 850,
    });
    expect(await onTheWeb()).toContainEqual(
      expect.objectContaining({ id: 'yuzen-tr77', name: 'นวดไม้ไผ่', price: 850, type: 'treatment' }),
    );
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('subject_id', '=', 'yuzen-tr77')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'product_create', after: { code: 'TR77', price_satang: 85_000 } });
  });

  it('refuses a code the brand already uses, whatever its case, and writes nothing', async () => {
    const before = await productCount();
    const { code, body } = await asAdmin(CREATE, { input: newProduct({ code: 'TR01' }) });
    expect(code).toBe('product.codeTaken');
    expect(body.errors?.[0]?.message).toContain('TR01');
    expect((await asAdmin(CREATE, { input: newProduct({ code: 'Tr77' }) })).code).toBe('product.codeTaken');
    expect(await productCount()).toBe(before);
  });

  it("makes a package whose duration and onsen flags are its items', listed with its items", async () => {
    const { body } = await asAdmin<{ createProduct: Record<string, unknown> }>(CREATE, {
      input: newProduct({
        code: 'PK77',
        type: 'package',
        duration: 15,
        bundle_item_ids: [ONSEN_60, AROMA_90],
        price: 1990,
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProduct).toMatchObject({
      id: 'yuzen-pk77',
      type: 'package',
      duration: 150,
      is_onsen_fee: true,
      is_use_oil_material: true,
      bundle_item_ids: [ONSEN_60, AROMA_90],
    });
    expect((await onTheWeb()).find((p) => p.id === 'yuzen-pk77')).toMatchObject({
      duration: 150,
      bundle: [{ id: ONSEN_60 }, { id: AROMA_90 }],
    });
  });

  it('refuses a package with oil before the onsen in the rule’s words', async () => {
    const before = await productCount();
    const refused = await asAdmin(CREATE, {
      input: newProduct({ code: 'PK78', type: 'package', bundle_item_ids: [AROMA_90, ONSEN_60] }),
    });
    expect(refused.code).toBe('product.bundleInvalid');
    expect(refused.body.errors?.[0]?.message).toBe(
      'Package PK78: TR03 uses oil and would come before the onsen',
    );
    expect(refused.body.errors?.[0]?.extensions?.['problems']).toEqual([
      expect.objectContaining({
        code: 'bundle_oil_before_onsen',
        params: { packageCode: 'PK78', code: 'TR03' },
      }),
    ]);
    const one = await asAdmin(CREATE, {
      input: newProduct({ code: 'PK79', type: 'package', bundle_item_ids: [THAI_60] }),
    });
    expect(one.code).toBe('product.bundleInvalid');
    const foreign = await asAdmin(CREATE, {
      input: newProduct({ code: 'PK80', type: 'package', bundle_item_ids: [THAI_60, 'bs-thai-60'] }),
    });
    expect(foreign.code).toBe('product.notFound');
    const notPackage = await asAdmin(CREATE, {
      input: newProduct({ code: 'TR78', bundle_item_ids: [THAI_60] }),
    });
    expect(notPackage.code).toBe('request.invalid');
    expect(await productCount()).toBe(before);
  });

  it('refuses reordering a package into oil before the onsen, and keeps its items', async () => {
    const refused = await asAdmin(UPDATE, {
      input: editOf('yuzen-pk77', { bundle_item_ids: [AROMA_90, ONSEN_60] }),
    });
    expect(refused.code).toBe('product.bundleInvalid');
    const { body } = await asAdmin<{ updateProduct: { duration: number; bundle_item_ids: string[] } }>(
      UPDATE,
      {
        input: editOf('yuzen-pk77', { duration: 15 }),
      },
    );
    // Absent items keep the package's; its duration stays its items'.
    expect(body.data!.updateProduct).toMatchObject({ duration: 150, bundle_item_ids: [ONSEN_60, AROMA_90] });
  });

  it("judges every package again when one of its items changes: a break is refused, a new length is the package's", async () => {
    const made = await asAdmin(CREATE, {
      input: newProduct({ code: 'PK81', type: 'package', bundle_item_ids: [THAI_60, ONSEN_60] }),
    });
    expect(made.body.errors).toBeUndefined();
    const oily = await asAdmin(UPDATE, { input: editOf(THAI_60, { is_use_oil_material: true }) });
    expect(oily.code).toBe('product.bundleInvalid');
    expect(oily.body.errors?.[0]?.message).toBe(
      'Package PK81: TR01 uses oil and would come before the onsen',
    );
    const longer = await asAdmin(UPDATE, { input: editOf(THAI_60, { duration: 90 }) });
    expect(longer.body.errors).toBeUndefined();
    const pk81 = await server.database.db
      .selectFrom('products')
      .select(['duration_min', 'is_use_oil_material'])
      .where('id', '=', 'yuzen-pk81')
      .executeTakeFirstOrThrow();
    expect(pk81).toEqual({ duration_min: 150, is_use_oil_material: false });
  });

  it('is not for branch staff', async () => {
    const { code } = await staffGql(server, CREATE, { input: newProduct({ code: 'TR99' }) }, { staff: desk });
    expect(code).toBe('login.notAuthorized');
  });
});
