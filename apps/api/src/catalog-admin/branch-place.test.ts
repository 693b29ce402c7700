// A branch's names and place in admin (docs/product-rules.md, Brand and branch settings): a brand admin's change is
// what the customer's next request reads, with its audit row; an unknown time zone, a bad province code, branch staff
// and another brand's branch change nothing.
import sharp from 'sharp';
import { post } from '../../test/auth-client';
import { signedInStaff, staffGql, SUKHUMVIT_DESK, YUZEN_ADMIN } from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PLACE = `query ($id: ID!) { branchPlace(branch_id: $id) { branch_id name { en th zh } branch { en th zh }
  address { en th zh } friendly_address { en th zh } province { en th zh } province_code pool time_zone } }`;
const UPDATE = `mutation ($input: BranchPlaceInput!) { updateBranchPlace(input: $input) { name { en } province_code pool time_zone } }`;
const CUSTOMER = `{ branches { id name branch province province_code pool time_zone } }`;

type Place = Record<string, unknown> & { branch_id: string; name: { en: string; th: string; zh: string } };

describe.each(oneEngine)('branch names and place on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await signedInStaff(server, YUZEN_ADMIN);
    desk = await signedInStaff(server, SUKHUMVIT_DESK);
  });
  afterAll(() => server.close());

  const place = async (id = 'yuzen-sukhumvit') =>
    (await staffGql<{ branchPlace: Place }>(server, PLACE, { id }, { staff: admin })).body.data!.branchPlace;
  const update = (input: unknown, staff = admin) => staffGql(server, UPDATE, { input }, { staff });
  const customerBranch = async () =>
    (
      await server.graphql<{ branches: Record<string, unknown>[] }>(CUSTOMER, {}, { locale: 'en' })
    ).body.data!.branches.find((b) => b['id'] === 'yuzen-sukhumvit');

  it("is what the customer's next request reads, with an audit row", async () => {
    await customerBranch();
    const before = await place();
    expect(before).toMatchObject({ time_zone: 'Asia/Bangkok', province_code: 'BKK' });
    const { body } = await update({
      ...before,
      name: { ...before.name, en: 'Yuzen Onsen & Spa Phrom Phong' },
      province_code: 'bkk',
      pool: ' Bangkok-East ',
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    expect(body.errors).toBeUndefined();
    expect(await customerBranch()).toMatchObject({
      name: 'Yuzen Onsen & Spa Phrom Phong',
      province_code: 'BKK',
      pool: 'bangkok-east',
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    await update(before);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', 'yuzen-sukhumvit')
      .where('action', '=', 'branch_place')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("replaces the branch's menu filters in order, read by the customer's next request", async () => {
    const FILTERS = `query ($id: ID!) { branchFilters(branch_id: $id) { id name { en th zh } tags } }`;
    const SET = `mutation ($input: BranchFiltersInput!) { updateBranchFilters(input: $input) { id tags } }`;
    type Filter = { id: string; name: { en: string; th: string; zh: string }; tags: string[] };
    const filters = async () =>
      (
        await staffGql<{ branchFilters: Filter[] }>(
          server,
          FILTERS,
          { id: 'yuzen-sukhumvit' },
          { staff: admin },
        )
      ).body.data!.branchFilters;
    const set = (list: unknown[]) =>
      staffGql(server, SET, { input: { branch_id: 'yuzen-sukhumvit', filters: list } }, { staff: admin });
    const before = await filters();
    expect(before.map((f) => f.tags)).toEqual([['onsen'], ['massage'], ['scrub', 'facial'], ['package']]);
    const [onsen, massage] = before as [Filter, Filter];
    const changed = await set([
      { id: massage.id, name: massage.name, tags: ['massage'] },
      { id: null, name: { en: 'Hot stone', th: 'หินร้อน', zh: '热石' }, tags: ['Oil', 'stone'] },
      { id: onsen.id, name: onsen.name, tags: ['onsen'] },
    ]);
    expect(changed.body.errors).toBeUndefined();
    const { body } = await server.graphql<{
      branches: { id: string; product_filter: { name: string; tags: string[] }[] }[];
    }>('{ branches { id product_filter { name tags } } }', {}, { locale: 'th' });
    const menu = body.data!.branches.find((b) => b.id === 'yuzen-sukhumvit')!.product_filter;
    expect(menu.map((f) => f.tags)).toEqual([['massage'], ['oil', 'stone'], ['onsen']]);
    expect(menu[1]?.name).toBe('หินร้อน');
    expect((await set([{ id: null, name: onsen.name, tags: [] }])).code).toBe('request.invalid');
    expect((await set([{ id: 'baansabai-silom-massage', name: onsen.name, tags: ['x'] }])).code).toBe(
      'request.invalid',
    );
    // A filter taken away is gone: given back, it is a new one.
    expect((await set(before)).code).toBe('request.invalid');
    await set(before.map((f) => ({ ...f, id: null })));
    expect((await filters()).map((f) => f.tags)).toEqual(before.map((f) => f.tags));
  });

  it("makes an uploaded photo the branch's picture on the web, keeps it when left out and takes it away", async () => {
    const PHOTO = `{ branches { id image { id width height avif webp src } } }`;
    const customerPhoto = async () =>
      (
        await server.graphql<{ branches: { id: string; image: Record<string, unknown> | null }[] }>(PHOTO)
      ).body.data!.branches.find((b) => b.id === 'yuzen-sukhumvit')!.image;
    const before = await place();
    expect(await customerPhoto()).toBeNull();
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#7a5' } })
      .png()
      .toBuffer();
    const uploaded = await post(
      server,
      '/api/admin/images',
      { data: png.toString('base64') },
      { headers: { cookie: `sabai_staff=${admin}` } },
    );
    const { id } = uploaded.json() as { id: string };
    expect((await update({ ...before, image_id: 'f'.repeat(32) })).code).toBe('image.notFound');
    expect(await customerPhoto()).toBeNull();

    expect((await update({ ...before, image_id: id })).body.errors).toBeUndefined();
    expect(await customerPhoto()).toEqual({
      id,
      width: 1400,
      height: 900,
      avif: `/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/1280.avif 1280w`,
      webp: `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/1280.webp 1280w`,
      src: `/media/${id}/320.webp`,
    });
    // Saving the names without naming a photo keeps it; null takes it away.
    await update(before);
    expect((await customerPhoto())?.['id']).toBe(id);
    await update({ ...before, image_id: null });
    expect(await customerPhoto()).toBeNull();
  });

  it('refuses bad input, branch staff and another brand, changing nothing', async () => {
    const before = await place();
    const refusedField = async (input: unknown) => {
      const { code, body } = await update(input);
      expect(code).toBe('request.invalid');
      return (body.errors?.[0]?.extensions?.['problems'] as { field: string }[])[0]?.field;
    };
    expect(await refusedField({ ...before, time_zone: 'Mars/Olympus' })).toBe('time_zone');
    expect(await refusedField({ ...before, province_code: 'Bang kok' })).toBe('province_code');
    expect(await refusedField({ ...before, name: { ...before.name, th: ' ' } })).toBe('name.th');
    expect((await update(before, desk)).code).toBe('login.notAuthorized');
    expect((await update({ ...before, branch_id: 'baansabai-silom' })).code).toBe('branch.notFound');
    expect(await place()).toEqual(before);
  });
});
