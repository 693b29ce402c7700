import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});
const three = (en: string) => ({ en, th: `${en} (th)`, zh: `${en} (zh)` });
const place = {
  branch_id: 'sukhumvit',
  name: three('Yuzen Sukhumvit'),
  branch: three('Sukhumvit'),
  address: three('1 Sukhumvit Rd'),
  friendly_address: { en: '', th: '', zh: '' },
  province: three('Bangkok'),
  province_code: 'BKK',
  pool: 'bangkok',
  time_zone: 'Asia/Bangkok',
};

const filters = [{ id: 'f-massage', name: three('Massage'), tags: ['massage'] }];

const pageApi = {
  StaffMe: { staffMe: brandAdmin },
  BranchPlace: { branchPlace: place },
  UpdateBranchPlace: { updateBranchPlace: place },
  BranchClosedDates: { branchClosedDates: [] },
  BranchFilters: { branchFilters: filters },
  BranchSettings: {
    branchSettings: {
      branch_id: 'sukhumvit',
      open_time: '10:00',
      close_time: '22:00',
      open_days: [0, 1, 2, 3, 4, 5, 6],
      open_date: '2024-01-01',
      close_date: null,
      spa_beds: 8,
      onsen_places: 20,
    },
  },
};

describe("a branch's names and place", () => {
  it('refuses an unknown time zone before sending, then sends the place as the server reads it', async () => {
    const view = await renderAdmin('/admin/branches', pageApi);
    const zone = await screen.findByLabelText('Time zone');
    expect(screen.getByLabelText('Full name (Thai)')).toHaveValue('Yuzen Sukhumvit (th)');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Bangkok time');
    await userEvent.clear(screen.getByLabelText('Short name (English)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save names and place' }));
    expect(await screen.findByText('A time zone such as Asia/Bangkok.')).toBeInTheDocument();
    expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateBranchPlace')).toHaveLength(0);

    await userEvent.clear(zone);
    await userEvent.type(zone, 'Asia/Ho_Chi_Minh');
    await userEvent.type(screen.getByLabelText('Short name (English)'), 'Phrom Phong');
    await userEvent.clear(screen.getByLabelText('Province code'));
    await userEvent.type(screen.getByLabelText('Province code'), 'bkk');
    await userEvent.click(screen.getByRole('button', { name: 'Save names and place' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateBranchPlace')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateBranchPlace')[0]?.variables).toEqual({
      // The branch has no photo, so none is sent.
      input: {
        ...place,
        branch: { ...place.branch, en: 'Phrom Phong' },
        time_zone: 'Asia/Ho_Chi_Minh',
        image_id: null,
      },
    });
  });

  it('adds a menu filter with its tags and takes one away, sending them in order', async () => {
    const view = await renderAdmin('/admin/branches', {
      ...pageApi,
      UpdateBranchFilters: { updateBranchFilters: filters },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a filter' }));
    const added = screen.getByRole('group', { name: 'Filter 2' });
    await userEvent.type(within(added).getByLabelText('Name (English)'), 'Hot stone');
    await userEvent.click(screen.getByRole('button', { name: 'Save the filters' }));
    expect(await within(added).findByText('Give at least one tag.')).toBeInTheDocument();
    expect(sent(view.operations, 'UpdateBranchFilters')).toHaveLength(0);
    await userEvent.type(within(added).getByLabelText('Name (Thai)'), 'หินร้อน');
    await userEvent.type(within(added).getByLabelText('Name (Chinese)'), '热石');
    await userEvent.type(within(added).getByLabelText('Tags (commas between)'), 'Oil, stone');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the filters' }));
    await waitFor(() => expect(sent(view.operations, 'UpdateBranchFilters')).toHaveLength(1));
    expect(sent(view.operations, 'UpdateBranchFilters')[0]?.variables).toEqual({
      input: {
        branch_id: 'sukhumvit',
        filters: [{ id: null, name: { en: 'Hot stone', th: 'หินร้อน', zh: '热石' }, tags: ['oil', 'stone'] }],
      },
    });
  });
});
