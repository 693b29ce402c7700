import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const settings = {
  idle: { default_sec: 120, payment_sec: null, confirm_sec: null, show_ad_after_sec: 60 },
  server_idle: { default_sec: 120, payment_sec: 360, confirm_sec: 30, show_ad_after_sec: 60 },
  ads: [
    {
      image_id: null,
      image: '/brand-assets/yuzen.svg',
      title: { en: 'Mineral onsen', th: 'ออนเซ็นน้ำแร่', zh: '矿物温泉' },
      body: { en: 'Soak, then unwind.', th: '', zh: '' },
      first_day: null,
      last_day: null,
    },
  ],
};
const PHOTO = 'c'.repeat(32);

describe('the kiosk screens', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

  it('refuses a wait out of range, adds an ad from an uploaded photo with its days, and saves both', async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(
        async () =>
          new Response(
            JSON.stringify({ id: PHOTO, width: 1600, height: 900, src: `/media/${PHOTO}/1280.webp` }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    });
    const view = await renderAdmin('/admin/kiosk-screens', {
      StaffMe: { staffMe: brandAdmin },
      KioskSettings: { kioskSettings: settings },
      UpdateKioskSettings: { updateKioskSettings: settings },
    });
    const payment = await screen.findByLabelText('Payment (seconds)');
    // Empty follows the server's duration, which the field shows greyed.
    expect(payment).toHaveValue('');
    expect(payment).toHaveAttribute('placeholder', '360');
    await userEvent.clear(payment);
    await userEvent.type(payment, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 60 and 900 seconds.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateKioskSettings')).toHaveLength(0);
    await userEvent.clear(payment);
    await userEvent.type(payment, '300');

    await userEvent.upload(
      screen.getByLabelText('Add an ad with a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)'),
      new File([new Uint8Array([255, 216, 255])], 'songkran.jpg', { type: 'image/jpeg' }),
    );
    const ad = await screen.findByRole('group', { name: 'Ad 2' });
    expect(within(ad).getByRole('img', { name: 'Picture of ad 2' })).toHaveAttribute(
      'src',
      `/media/${PHOTO}/1280.webp`,
    );
    await userEvent.type(within(ad).getByLabelText('Title (English)'), 'Songkran at the onsen');
    await userEvent.type(within(ad).getByLabelText('Title (Thai)'), 'สงกรานต์ที่ออนเซ็น');
    await userEvent.type(within(ad).getByLabelText('Title (Chinese)'), '温泉宋干节');
    await userEvent.type(within(ad).getByLabelText('First day (empty: from now)'), '2027-04-10');
    await userEvent.type(within(ad).getByLabelText('Last day (empty: no end)'), '2027-04-16');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateKioskSettings')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateKioskSettings')[0]?.variables).toEqual({
      input: {
        idle: { default_sec: 120, payment_sec: 300, confirm_sec: null, show_ad_after_sec: 60 },
        ads: [
          {
            image_id: null,
            image: '/brand-assets/yuzen.svg',
            title: settings.ads[0]!.title,
            body: settings.ads[0]!.body,
            first_day: null,
            last_day: null,
          },
          {
            image_id: PHOTO,
            image: null,
            title: { en: 'Songkran at the onsen', th: 'สงกรานต์ที่ออนเซ็น', zh: '温泉宋干节' },
            body: { en: '', th: '', zh: '' },
            first_day: '2027-04-10',
            last_day: '2027-04-16',
          },
        ],
      },
    });
  });

  it('takes an ad away', async () => {
    const view = await renderAdmin('/admin/kiosk-screens', {
      StaffMe: { staffMe: brandAdmin },
      KioskSettings: { kioskSettings: settings },
      UpdateKioskSettings: { updateKioskSettings: { ...settings, ads: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the ad “Mineral onsen”' }));
    expect(screen.getByText("No ads: the idle kiosk shows the brand's logo.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(view.operations, 'UpdateKioskSettings')[0]?.variables).toMatchObject({
        input: { ads: [] },
      }),
    );
  });
});
