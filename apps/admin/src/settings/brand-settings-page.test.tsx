import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandSettingsFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const settings: BrandSettingsFieldsFragment = {
  name: { en: 'Yuzen', th: 'ยูเซ็น', zh: '悠禅' },
  faq_url: 'https://yuzen.example.com/faq',
  customer_url: null,
  color_primary: '#1f2a5a',
  color_secondary: '#c9a24b',
  deposit_percent: 0,
  booking_horizon_days: 180,
  no_show_grace_min: 30,
  hold_seconds: null,
  server_hold_seconds: 900,
  online_max_guests: null,
  online_advance_min: 90,
  reminder_hours: [24, 2],
  self_cancel_hours: 24,
  self_cancel_refund: 'none',
  online_defaults: { max_guests: 6, advance_min: 60 },
  logo: '/brand-assets/yuzen.svg',
  vat_registered: true,
  legal_name_th: null,
  legal_name_en: null,
  legal_address_th: null,
  legal_address_en: null,
  legal_tax_id: null,
  legal_branch: '00000',
};

const hosts = [
  { id: '1', host: 'localhost', in_use: true },
  { id: '7', host: 'book.yuzen.example', in_use: false },
];

describe('the brand settings page', () => {
  it('says what is wrong before sending, then sends the settings as the server reads them', async () => {
    const view = await renderAdmin('/admin/settings', {
      StaffMe: { staffMe: brandAdmin },
      BrandSettings: { brandSettings: settings },
      UpdateBrandSettings: { updateBrandSettings: settings },
      BrandHosts: { brandHosts: hosts },
    });
    const deposit = await screen.findByLabelText('Deposit paid online (%; 0 pays in full)');
    await userEvent.clear(screen.getByLabelText('Main colour'));
    await userEvent.type(screen.getByLabelText('Main colour'), 'navy');
    await userEvent.type(screen.getByLabelText('Registered name (Thai)'), 'บริษัท ยูเซ็น จำกัด');
    const hold = screen.getByLabelText("Places held while paying (seconds; empty: the server's)");
    // Empty follows the server's, shown greyed.
    expect(hold).toHaveAttribute('placeholder', '900');
    await userEvent.type(hold, '30');
    const guests = screen.getByLabelText('Most guests in one booking (web and kiosk; empty: the built-in)');
    expect(guests).toHaveAttribute('placeholder', '6');
    await userEvent.type(guests, '30');
    // The brand's own advance time is shown; emptied, it follows the built-in one.
    const advance = screen.getByLabelText(
      'Web bookings start at least (minutes from now; empty: the built-in)',
    );
    expect(advance).toHaveValue('90');
    await userEvent.clear(advance);
    // Reminders: up to three numbers of hours; a fourth is refused, naming the field.
    const reminders = screen.getByLabelText('Reminders, hours before the visit (e.g. 24, 2; empty: none)');
    expect(reminders).toHaveValue('24, 2');
    await userEvent.type(reminders, ', 48, 72');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Enter up to three different numbers of hours from 1 to 168, e.g. 24, 2; or leave it empty for none.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Enter seconds from 60 to 3600, or leave it empty.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number of guests from 1 to 20, or leave it empty.')).toBeInTheDocument();
    expect(
      await screen.findByText('A colour is # and six hexadecimal digits, e.g. #1f2a5a.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateBrandSettings')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Main colour'));
    await userEvent.type(screen.getByLabelText('Main colour'), '#102030');
    await userEvent.type(screen.getByLabelText('Registered address (Thai)'), '1 ถนนสุขุมวิท');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '30');
    await userEvent.clear(hold);
    await userEvent.type(hold, '600');
    await userEvent.clear(guests);
    await userEvent.type(guests, '4');
    await userEvent.clear(reminders);
    await userEvent.type(reminders, '48 3');
    // Customers' own cancellations: an empty cut-off leaves them to the branch; the money back is chosen.
    const cutOff = screen.getByLabelText(
      'Customers may cancel until (hours before the visit; empty: only the branch)',
    );
    expect(cutOff).toHaveValue('24');
    await userEvent.clear(cutOff);
    await userEvent.selectOptions(screen.getByLabelText('Money back when a customer cancels'), 'wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateBrandSettings')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateBrandSettings')[0]?.variables).toMatchObject({
      input: {
        color_primary: '#102030',
        deposit_percent: 30,
        hold_seconds: 600,
        online_max_guests: 4,
        online_advance_min: null,
        reminder_hours: [48, 3],
        self_cancel_hours: null,
        self_cancel_refund: 'wallet',
        logo_image_id: null,
        customer_url: '',
        legal_name_th: 'บริษัท ยูเซ็น จำกัด',
        legal_address_th: '1 ถนนสุขุมวิท',
        legal_tax_id: null,
      },
    });
  });

  it('shows the logo and sends an uploaded photo as the new one', async () => {
    const view = await renderAdmin('/admin/settings', {
      StaffMe: { staffMe: brandAdmin },
      BrandSettings: { brandSettings: settings },
      UpdateBrandSettings: { updateBrandSettings: settings },
      BrandHosts: { brandHosts: hosts },
    });
    expect(await screen.findByRole('img', { name: "The brand's logo" })).toHaveAttribute(
      'src',
      '/brand-assets/yuzen.svg',
    );
    const id = 'a'.repeat(32);
    // jsdom has no fetch: the test lends one that answers as the server would.
    const fetched = jest.fn(
      async () =>
        new Response(JSON.stringify({ id, width: 400, height: 120, src: `/media/${id}/400.webp` }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    Object.assign(globalThis, { fetch: fetched });
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Choose a photo/), logo);
    expect(await screen.findByText('Photo ready: save to show it.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "The brand's logo" })).toHaveAttribute(
      'src',
      `/media/${id}/400.webp`,
    );
    Reflect.deleteProperty(globalThis, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(view.operations, 'UpdateBrandSettings')[0]?.variables).toMatchObject({
        input: { logo_image_id: id },
      }),
    );
  });

  it("lists the host names, keeps this page's own, takes another away and adds a checked one", async () => {
    const view = await renderAdmin('/admin/settings', {
      StaffMe: { staffMe: brandAdmin },
      BrandSettings: { brandSettings: settings },
      BrandHosts: { brandHosts: hosts },
      RemoveBrandHost: { removeBrandHost: [hosts[0]] },
      AddBrandHost: { addBrandHost: hosts },
    });
    expect(await screen.findByText("(this page's address)")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take away localhost' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take away book.yuzen.example' }));
    await waitFor(() => expect(sent(view.operations, 'RemoveBrandHost')[0]?.variables).toEqual({ id: '7' }));

    await userEvent.type(screen.getByLabelText('New host name'), 'https://spa.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Enter a host name such as book.example.com, without https:// or a port.'),
    ).toBeInTheDocument();
    expect(sent(view.operations, 'AddBrandHost')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('New host name'));
    await userEvent.type(screen.getByLabelText('New host name'), 'Spa.Yuzen.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent(view.operations, 'AddBrandHost')[0]?.variables).toEqual({ host: 'spa.yuzen.example' }),
    );
  });
});
