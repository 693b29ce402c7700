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
  image: null,
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
        image_id: null,
      },
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it("uploads a chosen photo as JSON, shows it, and saves it with the product; says the server's refusal", async () => {
    const answers = [
      new Response(
        JSON.stringify({ code: 'image.unsupported', message: 'The file is not a photo we can read' }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      ),
      new Response(
        JSON.stringify({
          id: 'a'.repeat(32),
          width: 1200,
          height: 900,
          src: `/media/${'a'.repeat(32)}/640.webp`,
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    ];
    // jsdom has no fetch: the test lends one that answers as the server would.
    const fetched = jest.fn(async (_url: string, _init: RequestInit) => answers.shift() as Response);
    Object.assign(globalThis, { fetch: fetched });
    const view = await renderAdmin('/admin/catalog/yu-hot-stone-90', {
      StaffMe: { staffMe: brandAdmin },
      CatalogProducts: { catalogProducts: [hotStone] },
      UpdateProduct: { updateProduct: hotStone },
    });
    const input = await screen.findByLabelText('Choose a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)');
    await userEvent.upload(input, new File(['not a photo'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is not a photo we can read')).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'stone.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: "The product's photo" })).toHaveAttribute(
      'src',
      `/media/${'a'.repeat(32)}/640.webp`,
    );
    const [url, init] = fetched.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/admin/images');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ data: 'iVBORw==' });
    Reflect.deleteProperty(globalThis, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateProduct')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateProduct')[0]?.variables).toMatchObject({
      input: { image_id: 'a'.repeat(32) },
    });
  });

  it('tells branch staff that the brand admins manage the catalogue, and asks the server nothing', async () => {
    const view = await renderAdmin('/admin/catalog', { StaffMe: { staffMe: aStaff() } });
    expect(await screen.findByText("The catalogue is managed by the brand's admins.")).toBeInTheDocument();
    expect(sent(view.operations, 'CatalogProducts')).toHaveLength(0);
  });
});
