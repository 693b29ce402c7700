// Photos (docs/product-rules.md, Photos): a brand admin's upload is judged by its content and made into AVIF and
// WebP at a few widths, upright, served for a year under its hash; a product shows it to the customer with srcsets;
// what is not a photo, too large, too many pixels or too small is refused with its code, and nothing is stored.
import fc from 'fast-check';
import sharp from 'sharp';
import { loadConfig } from '../config';
import { post } from '../../test/auth-client';
import { anything } from '../../test/hostile/hostile-values';
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

const CATALOG = `{ catalogProducts { id name { en th zh } description { en th zh } duration price tags
  is_force_select is_use_oil_material is_must_after_onsen branch_ids image { id } } }`;
const UPDATE = `mutation ($input: ProductInput!) { updateProduct(input: $input) { id image { id width height src } } }`;
const PRODUCTS = `query ($branch: ID!) { products(branch: $branch) { id image { id width height avif webp src } } }`;
const PRODUCT = 'yu-thai-60';

/** A photo as a phone takes it: a JPEG lying on its side, with EXIF orientation 6 (turn a quarter). */
const sidewaysPhoto = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe.each(oneEngine)('photos on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    admin = await signIn(YUZEN_ADMIN, '198.18.10.1');
    desk = await signIn(SUKHUMVIT_DESK, '198.18.10.2');
  });
  afterAll(() => server.close());

  const upload = (bytes: Buffer, staff = admin) =>
    post(
      server,
      '/api/admin/images',
      { data: bytes.toString('base64') },
      { headers: { cookie: `sabai_staff=${staff}` } },
    );
  const stored = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes an upright photo into AVIF and WebP at each width it reaches, served for a year', async () => {
    const response = await upload(await sidewaysPhoto());
    expect(response.statusCode).toBe(200);
    const image = response.json() as { id: string; width: number; height: number };
    // Turned upright: the phone's 1600 × 900 is 900 wide.
    expect(image).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/), width: 900, height: 1600 });
    // The preview is the largest WebP it reaches.
    expect(image).toMatchObject({ src: `/media/${image.id}/640.webp` });
    for (const [width, format] of [
      [320, 'avif'],
      [640, 'webp'],
    ] as const) {
      const file = await server.app.inject({ method: 'GET', url: `/media/${image.id}/${width}.${format}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({
        width,
        height: Math.round((width * 1600) / 900),
        format: format === 'avif' ? 'heif' : 'webp',
      });
      // No EXIF (where and when the photo was taken) goes out.
      expect(meta.exif).toBeUndefined();
    }
    // 900 wide reaches 320 and 640, not 1280.
    expect((await server.app.inject({ method: 'GET', url: `/media/${image.id}/1280.webp` })).statusCode).toBe(
      404,
    );
    // The same photo again is the same image.
    const before = await stored();
    expect((await upload(await sidewaysPhoto())).json()).toMatchObject({ id: image.id });
    expect(await stored()).toBe(before);
  });

  it('shows a product with its photo: sizes and srcsets for the customer, and takes it away again', async () => {
    const image = (await upload(await solid(1400, 1000))).json() as { id: string };
    const { body: list } = await staffGql<{ catalogProducts: Record<string, unknown>[] }>(
      server,
      CATALOG,
      {},
      { staff: admin },
    );
    const { image: _none, ...product } = list.data!.catalogProducts.find((p) => p['id'] === PRODUCT)!;
    const set = await staffGql<{ updateProduct: { image: { id: string } } }>(
      server,
      UPDATE,
      { input: { ...product, image_id: image.id } },
      { staff: admin },
    );
    expect(set.body.errors).toBeUndefined();
    const { body } = await server.graphql<{
      products: { id: string; image: Record<string, unknown> | null }[];
    }>(PRODUCTS, {
      branch: 'yuzen-sukhumvit',
    });
    expect(body.data!.products.find((p) => p.id === PRODUCT)?.image).toEqual({
      id: image.id,
      width: 1400,
      height: 1000,
      avif: `/media/${image.id}/320.avif 320w, /media/${image.id}/640.avif 640w, /media/${image.id}/1280.avif 1280w`,
      webp: `/media/${image.id}/320.webp 320w, /media/${image.id}/640.webp 640w, /media/${image.id}/1280.webp 1280w`,
      src: `/media/${image.id}/320.webp`,
    });
    // Another brand's photo cannot be shown here; a photo that is not one is not either.
    const other = await upload(await solid(700, 500), admin);
    await server.database.db
      .updateTable('images')
      .set({ brand_id: 'baansabai' })
      .where('id', '=', other.json().id)
      .execute();
    const refused = await staffGql(
      server,
      UPDATE,
      { input: { ...product, image_id: other.json().id } },
      { staff: admin },
    );
    expect(refused.code).toBe('image.notFound');
    const removed = await staffGql<{ updateProduct: { image: null } }>(
      server,
      UPDATE,
      { input: { ...product, image_id: null } },
      { staff: admin },
    );
    expect(removed.body.data?.updateProduct.image).toBeNull();
  });

  it.each([
    [
      'text that is not a photo',
      () => Promise.resolve(Buffer.from('<svg onload="alert(1)"></svg>')),
      400,
      'image.unsupported',
    ],
    ['a photo too small to show', () => solid(200, 150), 400, 'image.tooSmall'],
    ['a picture of more than 40 megapixels', () => solid(8000, 6000), 400, 'image.tooManyPixels'],
    [
      'a file over 8 MB',
      () => Promise.resolve(Buffer.alloc(8 * 1024 * 1024 + 1000, 7)),
      413,
      'image.tooLarge',
    ],
  ])('refuses %s and stores nothing', async (_label, make, status, code) => {
    const before = await stored();
    const response = await upload(await make());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await stored()).toBe(before);
  });

  it("answers a brand admin's hostile uploads with a code, never a server error, storing nothing", async () => {
    const bytes = fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b).toString('base64'));
    // A real PNG's header with anything after it: past the first look at the content, into the decoder.
    const pngish = fc
      .uint8Array({ minLength: 8, maxLength: 4096 })
      .map((b) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(b)]).toString('base64'));
    const body = fc.oneof(anything, fc.record({ data: fc.oneof(bytes, pngish, fc.string()) }));
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await stored();
        const response = await post(server, '/api/admin/images', payload, {
          headers: { cookie: `sabai_staff=${admin}` },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ code: expect.stringMatching(/^(request|image)\./) });
        expect(await stored()).toBe(before);
      }),
      { seed: 20261126, numRuns: 40 },
    );
  });

  it('is for those who manage the catalogue, from this site, as JSON', async () => {
    const photo = (await solid(640, 480)).toString('base64');
    expect((await upload(await solid(640, 480), desk)).statusCode).toBe(403);
    expect((await post(server, '/api/admin/images', { data: photo })).statusCode).toBe(401);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { cookie: `sabai_staff=${admin}`, 'content-type': 'image/png' },
      payload: await solid(640, 480),
    });
    expect(form.statusCode).toBe(415);
    expect((await server.app.inject({ method: 'GET', url: '/media/not-a-hash/320.webp' })).statusCode).toBe(
      404,
    );
  });
});
