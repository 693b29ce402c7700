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

const product = (
  id: string,
  code: string,
  en: string,
  extra: Partial<CatalogProductFieldsFragment> = {},
) => ({
  id,
  code,
  type: 'treatment' as const,
  name: { en, th: en, zh: en },
  description: { en: '', th: '', zh: '' },
  duration: 60,
  price: 500,
  tags: [],
  is_force_select: false,
  is_onsen_fee: false,
  is_use_oil_material: false,
  is_must_after_onsen: false,
  branch_ids: ['sukhumvit'],
  bundle_item_ids: [],
  image: null,
  ...extra,
});
const onsen = product('yu-onsen-60', 'ON01', 'Onsen 60 min', { type: 'onsen_fee', is_onsen_fee: true });
const aroma = product('yu-aroma-90', 'TR03', 'Aroma oil massage', {
  duration: 90,
  is_use_oil_material: true,
});
const locker = product('yu-locker-set', 'FS01', 'Locker set', { is_force_select: true });

async function fillBasics() {
  await userEvent.type(screen.getByLabelText('Code (printed on receipts, e.g. TR12)'), 'pk77');
  await userEvent.type(screen.getByLabelText('Name (English)'), 'Onsen and Aroma');
  await userEvent.type(screen.getByLabelText('Name (Thai)'), 'ออนเซ็นและอโรมา');
  await userEvent.type(screen.getByLabelText('Name (Chinese)'), '温泉与芳香');
  await userEvent.type(screen.getByLabelText('Price (THB)'), '1,990');
}

describe('a new product', () => {
  it('makes a package of items put in order, without a duration of its own, and opens its page', async () => {
    const made = { ...product('yuzen-pk77', 'PK77', 'Onsen and Aroma'), type: 'package' as const };
    const view = await renderAdmin('/admin/catalog/new', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [onsen, aroma, locker] },
      CreateProduct: { createProduct: made },
    });
    await screen.findByRole('heading', { name: 'New product' });
    await fillBasics();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'package');
    expect(screen.queryByLabelText('Duration (minutes)')).toBeNull();
    const add = screen.getByLabelText('Item to add');
    // Items added to every guest are not offered.
    expect(within(add).queryByText(/Locker set/)).toBeNull();
    await userEvent.selectOptions(add, 'yu-aroma-90');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Onsen 60 min earlier' }));
    expect(screen.getByText(/The package lasts 150 minutes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make the product' }));
    await waitFor(() => expect(sent(view.operations, 'CreateProduct')).toHaveLength(1));
    expect(sent(view.operations, 'CreateProduct')[0]?.variables).toMatchObject({
      input: {
        code: 'PK77',
        type: 'package',
        price: 1990,
        duration: 150,
        bundle_item_ids: ['yu-onsen-60', 'yu-aroma-90'],
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/catalog/yuzen-pk77'));
  });

  it("says the server's refusal in the rule's words and stays on the form", async () => {
    const view = await renderAdmin('/admin/catalog/new', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [onsen, aroma] },
      CreateProduct: {
        error: {
          code: 'product.bundleInvalid',
          message: 'Package PK77: TR03 uses oil and would come before the onsen',
        },
      },
    });
    await screen.findByRole('heading', { name: 'New product' });
    await fillBasics();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'package');
    await userEvent.selectOptions(screen.getByLabelText('Item to add'), 'yu-aroma-90');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the product' }));
    expect(
      await screen.findByText('Package PK77: TR03 uses oil and would come before the onsen'),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/catalog/new');
  });

  it('refuses a code with spaces before sending', async () => {
    const view = await renderAdmin('/admin/catalog/new', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [onsen] },
    });
    await screen.findByRole('heading', { name: 'New product' });
    await fillBasics();
    await userEvent.type(screen.getByLabelText('Code (printed on receipts, e.g. TR12)'), ' 9');
    await userEvent.click(screen.getByRole('button', { name: 'Make the product' }));
    expect(
      await screen.findByText('A code is capital letters, digits and dashes, e.g. TR12.'),
    ).toBeInTheDocument();
    expect(sent(view.operations, 'CreateProduct')).toHaveLength(0);
  });
});
