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
  vat_registered: true,
  legal_name_th: null,
  legal_name_en: null,
  legal_address_th: null,
  legal_address_en: null,
  legal_tax_id: null,
  legal_branch: '00000',
};

describe('the brand settings page', () => {
  it('says what is wrong before sending, then sends the settings as the server reads them', async () => {
    const view = await renderAdmin('/admin/settings', {
      StaffMe: { staffMe: brandAdmin },
      BrandSettings: { brandSettings: settings },
      UpdateBrandSettings: { updateBrandSettings: settings },
    });
    const deposit = await screen.findByLabelText('Deposit paid online (%; 0 pays in full)');
    await userEvent.clear(screen.getByLabelText('Main colour'));
    await userEvent.type(screen.getByLabelText('Main colour'), 'navy');
    await userEvent.type(screen.getByLabelText('Registered name (Thai)'), 'บริษัท ยูเซ็น จำกัด');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateBrandSettings')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateBrandSettings')[0]?.variables).toMatchObject({
      input: {
        color_primary: '#102030',
        deposit_percent: 30,
        customer_url: '',
        legal_name_th: 'บริษัท ยูเซ็น จำกัด',
        legal_address_th: '1 ถนนสุขุมวิท',
        legal_tax_id: null,
      },
    });
  });
});
