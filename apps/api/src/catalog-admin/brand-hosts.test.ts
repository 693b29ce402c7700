// A brand's host names (docs/product-rules.md, Brands and hosts): a host added in admin leads to the brand at once,
// one another brand answers on is refused, one taken away no longer leads there while its bookings keep it, and
// neither the last host nor the one in use can be taken away.
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  OWNER,
  staffCookie,
  staffGql,
  staffSignIn,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const HOSTS = `{ brandHosts { id host in_use } }`;
const ADD = `mutation ($host: String!) { addBrandHost(host: $host) { id host in_use } }`;
const REMOVE = `mutation ($id: ID!) { removeBrandHost(id: $id) { id host } }`;
const BRAND = `{ brand { id } }`;

type Host = { id: string; host: string; in_use: boolean };

describe.each(oneEngine)('brand hosts on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let owner = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(
      await staffSignIn(server, { email: YUZEN_ADMIN, password: DEMO_STAFF_PASSWORD }, { ip: '198.18.12.1' }),
    ).value;
    owner = staffCookie(
      await staffSignIn(
        server,
        { email: OWNER, password: DEMO_STAFF_PASSWORD },
        { ip: '198.18.12.2', headers: { host: '127.0.0.1' } },
      ),
    ).value;
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const brandOn = async (host: string) =>
    (await server.graphql<{ brand: { id: string } }>(BRAND, {}, { host })).body.data?.brand.id;

  it('adds a host that leads to the brand at once, in lower case', async () => {
    const { body: before } = await asAdmin<{ brandHosts: Host[] }>(HOSTS);
    expect(before.data!.brandHosts.find((h) => h.host === 'localhost')).toMatchObject({ in_use: true });
    // Baan Sabai's owner, on Baan Sabai's host: an unknown host leads to the first brand (Yuzen), so the new
    // host leading to Baan Sabai is the change itself.
    expect(await brandOn('book.baansabai.example')).toBe('yuzen');
    const { body } = await staffGql<{ addBrandHost: Host[] }>(
      server,
      ADD,
      { host: '  Book.BaanSabai.example ' },
      { staff: owner, headers: { host: '127.0.0.1' } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.addBrandHost.map((h) => h.host)).toContain('book.baansabai.example');
    expect(await brandOn('book.baansabai.example')).toBe('baansabai');
    expect(
      (await asAdmin<{ addBrandHost: Host[] }>(ADD, { host: 'book.yuzen-onsen.example' })).body.errors,
    ).toBeUndefined();
  });

  it.each([
    ["another brand's host", '127.0.0.1', 'brandHost.taken'],
    ['a host another brand just added', 'book.baansabai.example', 'brandHost.taken'],
    ['a host this brand has', 'localhost', 'brandHost.taken'],
    ['a URL', 'https://book.example/path', 'request.invalid'],
    ['a host with a port', 'book.example:8080', 'request.invalid'],
  ])('refuses %s', async (_label, host, code) => {
    expect((await asAdmin(ADD, { host })).code).toBe(code);
  });

  it('retires a host: it leads elsewhere, its bookings keep naming it, and it can come back', async () => {
    const { body } = await asAdmin<{ brandHosts: Host[] }>(HOSTS);
    const added = body.data!.brandHosts.find((h) => h.host === 'book.yuzen-onsen.example')!;
    await server.database.db
      .updateTable('bookings')
      .set({ domain_id: Number(added.id) })
      .where('brand_id', '=', 'yuzen')
      .execute();
    const removed = await asAdmin<{ removeBrandHost: Host[] }>(REMOVE, { id: added.id });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data!.removeBrandHost.map((h) => h.host)).not.toContain('book.yuzen-onsen.example');
    const row = await server.database.db
      .selectFrom('brand_hosts')
      .select('retired_at')
      .where('id', '=', Number(added.id))
      .executeTakeFirstOrThrow();
    expect(row.retired_at).not.toBeNull();
    const back = await asAdmin<{ addBrandHost: Host[] }>(ADD, { host: 'book.yuzen-onsen.example' });
    expect(back.body.data!.addBrandHost.find((h) => h.host === 'book.yuzen-onsen.example')?.id).toBe(
      added.id,
    );
  });

  it('keeps the host in use and the last one', async () => {
    const { body } = await asAdmin<{ brandHosts: Host[] }>(HOSTS);
    const inUse = body.data!.brandHosts.find((h) => h.in_use)!;
    expect((await asAdmin(REMOVE, { id: inUse.id })).code).toBe('brandHost.inUse');
    for (const host of body.data!.brandHosts.filter((h) => !h.in_use)) await asAdmin(REMOVE, { id: host.id });
    await server.database.db
      .updateTable('brand_hosts')
      .set({ retired_at: new Date() })
      .where('host', '=', 'localhost')
      .execute();
    await server.database.db
      .updateTable('brand_hosts')
      .set({ retired_at: null })
      .where('host', '=', 'book.yuzen-onsen.example')
      .execute();
    const last = (await asAdmin<{ brandHosts: Host[] }>(HOSTS)).body.data!.brandHosts;
    expect(last).toHaveLength(1);
    expect((await asAdmin(REMOVE, { id: last[0]!.id })).code).toBe('brandHost.last');
  });
});
