import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const BRANCHES = `{ branches { id brand_id name branch address province province_code pool open_time close_time open_date close_date open_days product_filter { id name tags } brand { id code } } }`;
const PRODUCTS = `query ($branch: ID!) { products(branch: $branch) { id name description duration price tags type code is_force_select is_onsen_fee is_use_oil_material is_must_after_onsen bundle { id name duration type is_onsen_fee is_use_oil_material is_must_after_onsen } } }`;

type Branch = {
  id: string;
  brand_id: string;
  name: string;
  province: string;
  open_days: number[];
  open_time: string;
  product_filter: { tags: string[] }[];
  brand: { id: string };
};
type Product = {
  id: string;
  name: string;
  type: string;
  price: number;
  duration: number;
  bundle: { id: string }[];
  is_force_select: boolean;
  is_onsen_fee: boolean;
  is_use_oil_material: boolean;
  is_must_after_onsen: boolean;
};

describe.each(oneEngine)('catalog on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('lists the branches of the brand resolved from the Host header', async () => {
    const yuzen = await server.graphql<{ branches: Branch[] }>(BRANCHES, {}, { host: 'localhost:3000' });
    const baan = await server.graphql<{ branches: Branch[] }>(BRANCHES, {}, { host: '127.0.0.1:3000' });
    expect(yuzen.body.data?.branches.map((b) => b.brand_id)).toEqual(['yuzen', 'yuzen', 'yuzen']);
    expect(baan.body.data?.branches.every((b) => b.brand.id === 'baansabai')).toBe(true);
    const sukhumvit = yuzen.body.data?.branches[0];
    expect(sukhumvit).toMatchObject({
      id: 'yuzen-sukhumvit',
      province: 'Bangkok',
      province_code: 'BKK',
      open_time: '10:00:00',
    });
    expect(sukhumvit?.product_filter.length).toBeGreaterThan(0);
  });

  it('refuses a malformed Host header with 400', async () => {
    expect((await server.graphql(BRANCHES, {}, { host: 'bad host!' })).status).toBe(400);
    expect((await server.graphql(BRANCHES, {}, { host: 'evil.example/<script>' })).status).toBe(400);
  });

  it('falls back to the first brand for an unknown or missing host', async () => {
    for (const host of ['unknown.example', 'UNKNOWN.example:8080', '']) {
      const result = await server.graphql<{ branches: Branch[] }>(BRANCHES, {}, { host });
      expect(result.status).toBe(200);
      expect(result.body.data?.branches[0]?.brand_id).toBe('yuzen');
    }
  });

  it.each([
    ['th', 'กรุงเทพมหานคร'],
    ['zh', '曼谷'],
    ['th-TH,th;q=0.9,en;q=0.8', 'กรุงเทพมหานคร'],
    ['fr', 'Bangkok'],
  ])('translates branches for Accept-Language %s', async (locale, province) => {
    const result = await server.graphql<{ branches: Branch[] }>(BRANCHES, {}, { locale });
    expect(result.body.data?.branches[0]?.province).toBe(province);
  });

  it('lists the products of a branch with every field, packages with their bundle', async () => {
    const result = await server.graphql<{ products: Product[] }>(PRODUCTS, { branch: 'yuzen-sukhumvit' });
    const products = result.body.data?.products ?? [];
    expect(new Set(products.map((p) => p.type))).toEqual(
      new Set(['treatment', 'package', 'onsen_fee', 'course_treatment']),
    );
    const signature = products.find((p) => p.id === 'yu-pkg-signature');
    expect(signature?.bundle.map((item) => item.id)).toEqual(['yu-onsen-120', 'yu-akasuri', 'yu-aroma-90']);
    expect(products.some((p) => p.is_force_select)).toBe(true);
    expect(products.some((p) => p.is_must_after_onsen && !p.is_use_oil_material)).toBe(true);
    expect(products.find((p) => p.id === 'yu-onsen-60')).toMatchObject({
      price: 450,
      duration: 60,
      is_onsen_fee: true,
    });
  });

  it('translates product names', async () => {
    const en = await server.graphql<{ products: Product[] }>(
      PRODUCTS,
      { branch: 'yuzen-sukhumvit' },
      { locale: 'en' },
    );
    const th = await server.graphql<{ products: Product[] }>(
      PRODUCTS,
      { branch: 'yuzen-sukhumvit' },
      { locale: 'th' },
    );
    const zh = await server.graphql<{ products: Product[] }>(
      PRODUCTS,
      { branch: 'yuzen-sukhumvit' },
      { locale: 'zh' },
    );
    const name = (r: typeof en) => r.body.data?.products.find((p) => p.id === 'yu-thai-60')?.name;
    expect(name(th)).toMatch(/[\u0E00-\u0E7F]/);
    expect(name(zh)).toMatch(/[\u4E00-\u9FFF]/);
    expect(new Set([name(en), name(th), name(zh)]).size).toBe(3);
  });

  it('does not sell a product at a branch that lacks it', async () => {
    const result = await server.graphql<{ products: Product[] }>(PRODUCTS, { branch: 'yuzen-ratchada' });
    expect(result.body.data?.products.map((p) => p.id)).not.toContain('yu-hot-stone-90');
  });

  it.each([
    ['an unknown branch', 'nope', 'localhost'],
    ["another brand's branch", 'baansabai-silom', 'localhost'],
  ])('answers branch.notFound for %s, in the request language', async (_, branch, host) => {
    const result = await server.graphql(PRODUCTS, { branch }, { host, locale: 'th' });
    expect(result.status).toBe(200);
    expect(result.body.errors?.[0]).toMatchObject({
      message: `ไม่พบสาขา: ${branch}`,
      extensions: { code: 'branch.notFound' },
    });
  });
});
