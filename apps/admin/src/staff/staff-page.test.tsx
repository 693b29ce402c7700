import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccountFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  id: 'admin-1',
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const accounts: StaffAccountFieldsFragment[] = [
  {
    id: 'admin-1',
    name: 'Yuzen Admin',
    email: 'admin@example.com',
    active: true,
    totp_enabled: true,
    role: 'brand_admin',
    branch_id: null,
  },
  {
    id: 'desk-1',
    name: 'Nok Desk',
    email: 'nok@example.com',
    active: true,
    totp_enabled: true,
    role: 'branch_staff',
    branch_id: 'sukhumvit',
  },
];

describe('the staff page', () => {
  it('lists the accounts with their role, and changes, resets and deactivates another one', async () => {
    const view = await renderAdmin('/admin/staff', {
      StaffMe: { staffMe: brandAdmin },
      StaffAccounts: { staffAccounts: accounts },
      SetStaffRole: { setStaffRole: accounts[1] },
      ResetStaffTotp: { resetStaffTotp: accounts[1] },
      SetStaffActive: { setStaffActive: { ...accounts[1], active: false } },
    });
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const [, own, nok] = within(table).getAllByRole('row') as HTMLElement[];
    // One's own account offers no change.
    expect(within(own as HTMLElement).getByRole('combobox', { name: 'Role of Yuzen Admin' })).toBeDisabled();
    expect(within(own as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const role = within(nok as HTMLElement).getByRole('combobox', { name: 'Role of Nok Desk' });
    expect(role).toHaveValue('branch_staff:sukhumvit');
    await userEvent.selectOptions(role, 'branch_staff:silom');
    await waitFor(() =>
      expect(sent(view.operations, 'SetStaffRole')[0]?.variables).toEqual({
        input: { staff_id: 'desk-1', role: 'branch_staff', branch_id: 'silom' },
      }),
    );
    await userEvent.click(within(nok as HTMLElement).getByRole('button', { name: 'Reset two-step sign-in' }));
    await waitFor(() =>
      expect(sent(view.operations, 'ResetStaffTotp')[0]?.variables).toEqual({ staff_id: 'desk-1' }),
    );
    await userEvent.click(within(nok as HTMLElement).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(sent(view.operations, 'SetStaffActive')[0]?.variables).toEqual({
        staff_id: 'desk-1',
        active: false,
      }),
    );
    expect(await screen.findByText('Nok Desk is deactivated.')).toBeInTheDocument();
  });

  it('makes an account with a role, after saying what is missing', async () => {
    const view = await renderAdmin('/admin/staff', {
      StaffMe: { staffMe: brandAdmin },
      StaffAccounts: { staffAccounts: accounts },
      CreateStaffAccount: { createStaffAccount: accounts[1] },
    });
    const form = within(await screen.findByRole('region', { name: 'New account' }));
    await userEvent.click(form.getByRole('button', { name: 'Make the account' }));
    expect(await form.findByText('Choose a role.')).toBeInTheDocument();
    expect(sent(view.operations, 'CreateStaffAccount')).toHaveLength(0);
    await userEvent.type(form.getByLabelText('Name'), 'Lek');
    await userEvent.type(form.getByLabelText('E-mail'), 'lek@example.com');
    await userEvent.type(form.getByLabelText('First password (at least 8 characters)'), 'Ratchada-2026');
    await userEvent.selectOptions(form.getByLabelText('Role'), 'branch_staff:silom');
    await userEvent.click(form.getByRole('button', { name: 'Make the account' }));
    await waitFor(() =>
      expect(sent(view.operations, 'CreateStaffAccount')[0]?.variables).toEqual({
        input: {
          name: 'Lek',
          email: 'lek@example.com',
          password: 'Ratchada-2026',
          role: 'branch_staff',
          branch_id: 'silom',
        },
      }),
    );
  });
});
