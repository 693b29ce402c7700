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
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter seconds from 60 to 3600, or leave it empty.')).toBeInTheDocument();
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
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateBrandSettings')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateBrandSettings')[0]?.variables).toMatchObject({
      input: {
        color_primary: '#102030',
        deposit_percent: 30,
        hold_seconds: 600,
        customer_url: '',
        legal_name_th: 'บริษัท ยูเซ็น จำกัด',
        legal_address_th: '1 ถนนสุขุมวิท',
        legal_tax_id: null,
      },
    });
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
