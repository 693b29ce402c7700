// A brand's online group limit, advance time and logo in admin (docs/product-rules.md, Booking and Brand and branch
// settings): what a brand admin sets is what the customer's next request reads and what the server checks a web
// booking and a group request against; left empty, the built-in rules stand.
import { toBranchLocal } from '@sabai/booking-rules';
import sharp from 'sharp';
import { post } from '../../test/auth-client';
import { PREBOOK } from '../../test/payment-harness';
import { signedInStaff, staffGql, YUZEN_ADMIN } from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SETTINGS = `{ brandSettings { name { en th zh } faq_url customer_url color_primary color_secondary deposit_percent
  booking_horizon_days no_show_grace_min hold_seconds online_max_guests online_advance_min vat_registered
  legal_name_th legal_name_en legal_address_th legal_address_en legal_tax_id legal_branch } }`;
const UPDATE = `mutation ($input: BrandSettingsInput!) {
  updateBrandSettings(input: $input) { online_max_guests online_advance_min online_defaults { max_guests advance_min } logo }
}`;
const CUSTOMER_BRAND = `{ brand { logo online_booking { max_guests advance_min } } }`;
const DIRECT_REQUEST = `mutation ($input: DirectRequestInput!) { directRequest(input: $input) { status } }`;

type Settings = Record<string, unknown>;

describe.each(oneEngine)("a brand's online rules and logo on %s", (engine) => {
  let server: TestServer;
  let admin = '';
  let saved: Settings = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await signedInStaff(server, YUZEN_ADMIN);
    const { body } = await staffGql<{ brandSettings: Settings }>(server, SETTINGS, {}, { staff: admin });
    // As an update's input: an empty text is a string; the tax id, hold and online rules stay null.
    const nullable = ['legal_tax_id', 'hold_seconds', 'online_max_guests', 'online_advance_min'];
    saved = Object.fromEntries(
      Object.entries(body.data!.brandSettings).map(([k, v]) => [
        k,
        v === null && !nullable.includes(k) ? '' : v,
      ]),
    );
  });
  afterAll(() => server.close());

  const update = (over: Settings) =>
    staffGql<{ updateBrandSettings: Settings }>(
      server,
      UPDATE,
      { input: { ...saved, ...over } },
      { staff: admin },
    );
  const customerBrand = async () =>
    (
      await server.graphql<{
        brand: { logo: string; online_booking: { max_guests: number; advance_min: number } };
      }>(CUSTOMER_BRAND)
    ).body.data!.brand;
  const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
  const prebook = (guests: number) =>
    server.graphql(PREBOOK, {
      input: {
        guest_count: guests,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify(
          Array.from({ length: guests }, (_, i) => ({
            no: i + 1,
            treatments: ['yu-locker-set', 'yu-thai-60'],
          })),
        ),
        contact_name: 'Ploy',
        contact_email: 'ploy@example.com',
      },
    });
  const groupRequest = (guests: number) =>
    server.graphql<{ directRequest: { status: boolean } }>(DIRECT_REQUEST, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        date,
        time: '14:00',
        guest_count: guests,
        contact_name: 'Somchai Jaidee',
        contact_phone: '081-234-5678',
        contact_email: 'somchai@example.com',
        message: '',
      },
    });
  const codeOf = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.['code'];

  it('takes the built-in limit while the brand sets none, then the brand’s own on the web and for groups', async () => {
    expect(await customerBrand()).toMatchObject({ online_booking: { max_guests: 6, advance_min: 60 } });
    expect(codeOf((await groupRequest(5)).body)).toBe('request.invalid');

    const set = await update({ online_max_guests: 4, online_advance_min: 0 });
    expect(set.body.data?.updateBrandSettings).toMatchObject({
      online_max_guests: 4,
      online_advance_min: 0,
      online_defaults: { max_guests: 6, advance_min: 60 },
    });
    expect(await customerBrand()).toMatchObject({ online_booking: { max_guests: 4, advance_min: 0 } });
    const tooMany = (await prebook(5)).body;
    expect(codeOf(tooMany)).toBe('booking.invalid');
    expect(tooMany.errors?.[0]?.extensions?.['problems']).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'too_many_guests' })]),
    );
    expect(codeOf((await prebook(4)).body)).toBeUndefined();
    // Five may not book online now, so they may ask the branch; four may book, so they may not ask.
    const asked = (await groupRequest(5)).body;
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.directRequest.status).toBe(true);
    expect(codeOf((await groupRequest(4)).body)).toBe('request.invalid');

    await update({ online_max_guests: null, online_advance_min: null });
    expect(await customerBrand()).toMatchObject({ online_booking: { max_guests: 6, advance_min: 60 } });
  });

  it.each([
    ['no guests', { online_max_guests: 0 }, 'online_max_guests'],
    ['more than any brand takes online', { online_max_guests: 21 }, 'online_max_guests'],
    ['more than two days ahead', { online_advance_min: 2881 }, 'online_advance_min'],
    ['a logo that is not a photo id', { logo_image_id: '../etc/passwd' }, 'logo_image_id'],
  ])('refuses %s, naming the field, and changes nothing', async (_, over, field) => {
    const before = await customerBrand();
    const refused = await update(over);
    expect(refused.code).toBe('request.invalid');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await customerBrand()).toEqual(before);
  });

  it('sets the reminders, latest first, and refuses a fourth, a repeat or a zero, naming the field', async () => {
    const REMINDERS = `mutation ($input: BrandSettingsInput!) { updateBrandSettings(input: $input) { reminder_hours } }`;
    const set = (hours: number[]) =>
      staffGql(server, REMINDERS, { input: { ...saved, reminder_hours: hours } }, { staff: admin });
    expect((await set([2, 48])).body.data).toEqual({ updateBrandSettings: { reminder_hours: [48, 2] } });
    for (const hours of [[1, 2, 3, 4], [2, 2], [0], [169]]) {
      const refused = await set(hours);
      expect(refused.code).toBe('request.invalid');
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ field: 'reminder_hours' });
    }
    expect((await set([])).body.data).toEqual({ updateBrandSettings: { reminder_hours: [] } });
    expect((await set([24, 2])).body.data).toEqual({ updateBrandSettings: { reminder_hours: [24, 2] } });
  });

  it('sets the customers’ cancellation rules, keeps them when left out, and refuses a wrong refund', async () => {
    const RULES = `mutation ($input: BrandSettingsInput!) {
      updateBrandSettings(input: $input) { self_cancel_hours self_cancel_refund } }`;
    const set = (over: Settings) =>
      staffGql(server, RULES, { input: { ...saved, ...over } }, { staff: admin });
    const { self_cancel_hours: _h, self_cancel_refund: _r, ...rest } = saved;
    saved = rest;
    expect((await set({ self_cancel_hours: null, self_cancel_refund: 'gateway' })).body.data).toEqual({
      updateBrandSettings: { self_cancel_hours: null, self_cancel_refund: 'gateway' },
    });
    expect((await set({})).body.data).toEqual({
      updateBrandSettings: { self_cancel_hours: null, self_cancel_refund: 'gateway' },
    });
    for (const [over, field] of [
      [{ self_cancel_refund: 'cash' }, 'self_cancel_refund'],
      [{ self_cancel_hours: 721 }, 'self_cancel_hours'],
    ] as const) {
      const refused = await set(over);
      expect(refused.code).toBe('request.invalid');
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ field });
    }
    expect((await set({ self_cancel_hours: 24, self_cancel_refund: 'none' })).body.data).toEqual({
      updateBrandSettings: { self_cancel_hours: 24, self_cancel_refund: 'none' },
    });
  });

  it('makes an uploaded photo the logo that customers see, and refuses a photo it does not hold', async () => {
    const before = await customerBrand();
    expect(codeOf((await update({ logo_image_id: 'f'.repeat(32) })).body)).toBe('image.notFound');
    expect(await customerBrand()).toEqual(before);

    const png = await sharp({ create: { width: 720, height: 240, channels: 4, background: '#1f2a5a' } })
      .png()
      .toBuffer();
    const uploaded = await post(
      server,
      '/api/admin/images',
      { data: png.toString('base64') },
      { headers: { cookie: `sabai_staff=${admin}` } },
    );
    expect(uploaded.json()).toMatchObject({ src: expect.any(String) });
    const { id, src } = uploaded.json() as { id: string; src: string };
    expect(src).toBe(`/media/${id}/640.webp`);
    const set = await update({ logo_image_id: id });
    expect(set.body.data?.updateBrandSettings).toMatchObject({ logo: src });
    expect((await customerBrand()).logo).toBe(src);
    // Saving again without a new photo keeps it.
    await update({ logo_image_id: null });
    expect((await customerBrand()).logo).toBe(src);
    const served = await server.app.inject({ method: 'GET', url: src });
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
