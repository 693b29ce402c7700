import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogProductFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const hotStone: CatalogProductFieldsFragment = {
  id: 'yu-hot-stone-90',
  code: 'TR04',
  type: 'treatment',
  name: { en: 'Hot stone massage 90 min', th: 'นวดหินร้อน 90 นาที', zh: '热石按摩 90 分钟' },
  description: { en: 'Warm basalt stones.', th: 'หินบะซอลต์อุ่น', zh: '温热玄武岩。' },
  duration: 90,
  price: 1800,
  tags: ['massage', 'oil'],
  is_force_select: false,
  is_onsen_fee: false,
  is_use_oil_material: true,
  is_must_after_onsen: false,
  branch_ids: ['sukhumvit'],
  bundle_item_ids: [],
};

describe('the catalogue pages', () => {
  it('lists the brand products with their price and links each to its edit page', async () => {
    await renderAdmin('/admin/catalog', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [hotStone] },
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('TR04');
    expect(row).toHaveTextContent('Hot stone massage 90 min');
    expect(row).toHaveTextContent('90 min');
    expect(row).toHaveTextContent('฿1,800.00');
    expect(within(row).getByRole('link', { name: 'Edit Hot stone massage 90 min' })).toHaveAttribute(
      'href',
      '/admin/catalog/yu-hot-stone-90',
    );
  });

  it('says why before sending, then sends the price in baht, the tags and the branches that sell it', async () => {
    const view = await renderAdmin('/admin/catalog/yu-hot-stone-90', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [hotStone] },
      UpdateProduct: { updateProduct: hotStone },
    });
    const price = await screen.findByLabelText('Price (THB)');
    expect(price).toHaveValue('1800.00');
    expect(screen.getByLabelText('Name (Thai)')).toHaveAttribute('lang', 'th');

    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
    await userEvent.type(screen.getByLabelText('Duration (minutes)'), '50');
    await userEvent.clear(screen.getByLabelText('Name (Chinese)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a price in baht, e.g. 650 or 1,250.50.')).toBeInTheDocument();
    expect(screen.getByText('The duration goes in steps of 15 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name in Chinese.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateProduct')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '1,950.50');
    await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
    await userEvent.type(screen.getByLabelText('Duration (minutes)'), '105');
    await userEvent.type(screen.getByLabelText('Name (Chinese)'), '热石按摩');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yuzen Silom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateProduct')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateProduct')[0]?.variables).toEqual({
      input: {
        id: 'yu-hot-stone-90',
        name: { en: 'Hot stone massage 90 min', th: 'นวดหินร้อน 90 นาที', zh: '热石按摩' },
        description: hotStone.description,
        price: 1950.5,
        duration: 105,
        tags: ['massage', 'oil'],
        is_force_select: false,
        is_use_oil_material: true,
        is_must_after_onsen: false,
        branch_ids: ['sukhumvit', 'silom'],
      },
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('tells branch staff that the brand admins manage the catalogue, and asks the server nothing', async () => {
    const view = await renderAdmin('/admin/catalog', { StaffMe: { staffMe: aStaff() } });
    expect(await screen.findByText("The catalogue is managed by the brand's admins.")).toBeInTheDocument();
    expect(sent(view.operations, 'CatalogProducts')).toHaveLength(0);
  });
});
