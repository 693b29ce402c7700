// A brand's kiosk screens (docs/product-rules.md, Kiosk screens): idle durations over the server's defaults and ads
// made of the brand's photos with the days they run, read by the kiosk's next request; a picture that is neither
// the brand's photo nor one an ad already shows, another brand's photo and durations out of range are refused,
// with nothing written.
import sharp from 'sharp';
import { loadConfig } from '../config';
import { post } from '../../test/auth-client';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SETTINGS = `{ kioskSettings { idle { default_sec payment_sec confirm_sec show_ad_after_sec }
  server_idle { default_sec payment_sec confirm_sec show_ad_after_sec }
  ads { image_id image title { en th zh } body { en th zh } first_day last_day } } }`;
const UPDATE = `mutation ($input: KioskSettingsInput!) { updateKioskSettings(input: $input) {
  idle { default_sec payment_sec confirm_sec show_ad_after_sec } ads { image_id image first_day last_day } } }`;
const BRAND = `{ brand { ads { image title first_day last_day } } }`;
const IDLE = { default_sec: 90, payment_sec: 300, confirm_sec: 20, show_ad_after_sec: 45 };

type Ad = {
  image_id: string | null;
  image: string;
  title: Record<string, string>;
  body: Record<string, string>;
};

describe.each(oneEngine)('kiosk screens in admin on %s', (engine) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(
      await staffSignIn(server, { email: YUZEN_ADMIN, password: DEMO_STAFF_PASSWORD }, { ip: '198.18.11.1' }),
    ).value;
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const uploaded = async (background: string) => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const response = await post(
      server,
      '/api/admin/images',
      { data: photo.toString('base64') },
      { headers: { cookie: `sabai_staff=${admin}` } },
    );
    return (response.json() as { id: string }).id;
  };
  const stored = () =>
    server.database.db
      .selectFrom('brands')
      .select(['ads', 'kiosk_idle'])
      .where('id', '=', 'yuzen')
      .executeTakeFirstOrThrow();

  it("shows the server's durations and the seeded ad, then the brand's own with a new photo ad that runs for days", async () => {
    const { body } = await asAdmin<{
      kioskSettings: { idle: Record<string, number | null>; server_idle: Record<string, number>; ads: Ad[] };
    }>(SETTINGS);
    const defaults = loadConfig({}).kioskIdle;
    expect(body.data!.kioskSettings.idle).toEqual({
      default_sec: null,
      payment_sec: null,
      confirm_sec: null,
      show_ad_after_sec: null,
    });
    expect(body.data!.kioskSettings.server_idle).toEqual({
      default_sec: defaults.defaultSec,
      payment_sec: defaults.paymentSec,
      confirm_sec: defaults.confirmSec,
      show_ad_after_sec: defaults.showAdAfterSec,
    });
    const [seeded] = body.data!.kioskSettings.ads;
    expect(seeded).toMatchObject({ image_id: null, image: '/brand-assets/yuzen.svg' });

    await server.graphql(BRAND); // the brand is cached now
    const photo = await uploaded('#c84');
    const ad = {
      image_id: photo,
      title: { en: 'Songkran at the onsen', th: 'สงกรานต์ที่ออนเซ็น', zh: '温泉宋干节' },
      body: { en: 'Cool water, warm baths.', th: '', zh: '' },
      first_day: '2027-04-10',
      last_day: '2027-04-16',
    };
    const kept = { image_id: null, image: seeded!.image, title: seeded!.title, body: seeded!.body };
    const saved = await asAdmin<{ updateKioskSettings: { idle: unknown; ads: unknown[] } }>(UPDATE, {
      input: { idle: IDLE, ads: [ad, kept] },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateKioskSettings).toEqual({
      idle: IDLE,
      ads: [
        {
          image_id: photo,
          image: `/media/${photo}/1280.webp`,
          first_day: '2027-04-10',
          last_day: '2027-04-16',
        },
        { image_id: null, image: '/brand-assets/yuzen.svg', first_day: null, last_day: null },
      ],
    });
    const { body: brand } = await server.graphql<{ brand: { ads: Record<string, unknown>[] } }>(
      BRAND,
      {},
      { locale: 'th' },
    );
    expect(brand.data!.brand.ads[0]).toEqual({
      image: `/media/${photo}/1280.webp`,
      title: 'สงกรานต์ที่ออนเซ็น',
      first_day: '2027-04-10',
      last_day: '2027-04-16',
    });
    expect((await stored()).kiosk_idle).toEqual({
      defaultSec: 90,
      paymentSec: 300,
      confirmSec: 20,
      showAdAfterSec: 45,
    });
  });

  it("keeps the server's durations for what the brand leaves empty", async () => {
    const { body } = await asAdmin<{ updateKioskSettings: { idle: Record<string, number | null> } }>(UPDATE, {
      input: { idle: { ...IDLE, payment_sec: null, confirm_sec: null }, ads: [] },
    });
    expect(body.data!.updateKioskSettings.idle).toEqual({ ...IDLE, payment_sec: null, confirm_sec: null });
    expect((await stored()).kiosk_idle).toEqual({ defaultSec: 90, showAdAfterSec: 45 });
  });

  it.each([
    [
      'a picture from elsewhere',
      {
        ads: [
          {
            image: 'https://evil.example/x.png',
            title: { en: 'x', th: 'x', zh: 'x' },
            body: { en: '', th: '', zh: '' },
          },
        ],
      },
      'request.invalid',
    ],
    ['a wait shorter than allowed', { idle: { ...IDLE, default_sec: 5 } }, 'request.invalid'],
    [
      'an ad that ends before it starts',
      {
        ads: [
          {
            image_id: 'a'.repeat(32),
            title: { en: 'x', th: 'x', zh: 'x' },
            body: { en: '', th: '', zh: '' },
            first_day: '2027-05-02',
            last_day: '2027-05-01',
          },
        ],
      },
      'request.invalid',
    ],
    [
      'a photo that is not the brand’s',
      {
        ads: [
          {
            image_id: 'b'.repeat(32),
            title: { en: 'x', th: 'x', zh: 'x' },
            body: { en: '', th: '', zh: '' },
          },
        ],
      },
      'image.notFound',
    ],
  ])('refuses %s and writes nothing', async (_label, change, code) => {
    const before = await stored();
    const { code: answered } = await asAdmin(UPDATE, { input: { idle: IDLE, ads: [], ...change } });
    expect(answered).toBe(code);
    expect(await stored()).toEqual(before);
  });
});
