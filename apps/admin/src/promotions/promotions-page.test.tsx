import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogProductFieldsFragment, StaffPromotionFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const thai: CatalogProductFieldsFragment = {
  id: 'yu-thai-60',
  code: 'TR01',
  type: 'treatment',
  name: { en: 'Thai massage 60 min', th: 'นวดไทย 60 นาที', zh: '泰式按摩 60 分钟' },
  description: { en: '', th: '', zh: '' },
  duration: 60,
  price: 650,
  tags: [],
  is_force_select: false,
  is_onsen_fee: false,
  is_use_oil_material: false,
  is_must_after_onsen: false,
  branch_ids: ['sukhumvit'],
  bundle_item_ids: [],
  image: null,
};

const saved: StaffPromotionFieldsFragment = {
  code: 'SPRING-15',
  campaign: 'Spring',
  kind: 'percent',
  percent: 15,
  amount: null,
  valid_from: null,
  valid_until: '2027-04-30',
  days: [1],
  time_from: null,
  time_until: null,
  usage_limit: 50,
  usage_per_customer: null,
  product_ids: ['yu-thai-60'],
  short_description: { en: '15% off', th: 'ลด 15%', zh: '85 折' },
  terms: { en: '', th: '', zh: '' },
  uses: 3,
};

describe('the promotions pages', () => {
  it('lists the codes with their discount and uses of the limit', async () => {
    await renderAdmin('/admin/promotions', {
      StaffMe: { staffMe: brandAdmin },
      Promotions: {
        promotions: [
          saved,
          { ...saved, code: 'BAHT-100', kind: 'amount', percent: null, amount: 100, usage_limit: null },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('SPRING-15');
    expect(first).toHaveTextContent('15%');
    expect(first).toHaveTextContent('30 Apr 2027');
    expect(first).toHaveTextContent('3 / 50');
    expect(second).toHaveTextContent('฿100.00');
  });

  it('makes a new code from what staff type, after saying what is wrong', async () => {
    const view = await renderAdmin('/admin/promotions/new', {
      StaffMe: { staffMe: brandAdmin },
      Promotions: { promotions: [] },
      CatalogProducts: { catalogProducts: [thai] },
      SavePromotion: { savePromotion: saved },
    });
    await userEvent.type(await screen.findByLabelText('Code'), 'spring 15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A code is 3 to 32 letters, digits or dashes, e.g. SPRING-20.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please name the campaign.')).toBeInTheDocument();
    expect(sent(view.operations, 'SavePromotion')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), 'spring-15');
    await userEvent.type(screen.getByLabelText('Campaign'), 'Spring');
    await userEvent.type(screen.getByLabelText('Percent, or baht off'), '15');
    await userEvent.type(screen.getByLabelText('Last day'), '2027-04-30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.type(screen.getByLabelText('Uses in all (empty: no limit)'), '50');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thai massage 60 min' }));
    await userEvent.type(screen.getByLabelText('Short description (English)'), '15% off');
    await userEvent.type(screen.getByLabelText('Short description (Thai)'), 'ลด 15%');
    await userEvent.type(screen.getByLabelText('Short description (Chinese)'), '85 折');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'SavePromotion')).toHaveLength(1));
    expect(sent(view.operations, 'SavePromotion')[0]?.variables).toEqual({
      input: {
        code: 'SPRING-15',
        campaign: 'Spring',
        kind: 'percent',
        percent: 15,
        amount: null,
        valid_from: null,
        valid_until: '2027-04-30',
        days: [1],
        time_from: null,
        time_until: null,
        usage_limit: 50,
        usage_per_customer: null,
        product_ids: ['yu-thai-60'],
        short_description: { en: '15% off', th: 'ลด 15%', zh: '85 折' },
        terms: { en: '', th: '', zh: '' },
      },
    });
  });
});
