import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KioskDeviceFieldsFragment } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const aDevice = (overrides: Partial<KioskDeviceFieldsFragment> = {}): KioskDeviceFieldsFragment => ({
  id: 'd1',
  name: 'Lobby kiosk',
  branch_id: 'sukhumvit',
  state: 'paired',
  created_at: '2026-11-20T02:00:00.000Z',
  paired_at: '2026-11-20T02:05:00.000Z',
  last_seen_at: '2026-11-24T03:30:00.000Z',
  ...overrides,
});

describe('the kiosk devices page', () => {
  it('lists the branch devices in words and in the branch time, newest first, and sorts by a column', async () => {
    const view = await renderAdmin('/admin/devices', {
      StaffMe: { staffMe: brandAdmin },
      KioskDevices: {
        kioskDevices: [
          aDevice({
            id: 'd3',
            name: 'Spare',
            state: 'waiting',
            created_at: '2026-11-24T01:00:00.000Z',
            paired_at: null,
            last_seen_at: null,
          }),
          aDevice(),
          aDevice({ id: 'd0', name: 'Old kiosk', state: 'revoked', created_at: '2026-10-01T02:00:00.000Z' }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Kiosk devices' });
    expect(sent(view.operations, 'KioskDevices')[0]?.variables).toEqual({ branch_id: 'sukhumvit' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Spare',
      'Lobby kiosk',
      'Old kiosk',
    ]);
    expect(rows[0]).toHaveTextContent('Waiting for its code');
    // 03:30 UTC is 10:30 in Bangkok.
    expect(rows[1]).toHaveTextContent('Paired');
    expect(rows[1]).toHaveTextContent('24 Nov 2026, 10:30');
    expect(rows[2]).toHaveTextContent('Revoked');
    // Live devices can be revoked; a revoked one offers nothing.
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Revoke Spare' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Made/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const byName = within(table).getAllByRole('row').slice(1);
    expect(byName.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Lobby kiosk',
      'Old kiosk',
      'Spare',
    ]);
  });

  it('makes a pairing code, shows it once in two groups, and refreshes the list', async () => {
    let devices: KioskDeviceFieldsFragment[] = [];
    const made = aDevice({
      id: 'd9',
      name: 'Front desk',
      state: 'waiting',
      paired_at: null,
      last_seen_at: null,
    });
    const view = await renderAdmin('/admin/devices', {
      StaffMe: { staffMe: brandAdmin },
      KioskDevices: () => ({ kioskDevices: devices }),
      CreateKioskPairingCode: () => {
        devices = [made];
        return {
          createKioskPairingCode: { code: '12345678', expires_at: '2026-11-24T03:15:00.000Z', device: made },
        };
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No kiosk is paired with this branch yet.');

    // A name is needed, said at the field before any call.
    await userEvent.click(screen.getByRole('button', { name: 'Make a pairing code' }));
    expect(await screen.findByText('Please name the kiosk, e.g. "Lobby kiosk".')).toBeInTheDocument();
    expect(sent(view.operations, 'CreateKioskPairingCode')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Kiosk name'), '  Front desk ');
    await userEvent.click(screen.getByRole('button', { name: 'Make a pairing code' }));
    await waitFor(() =>
      expect(sent(view.operations, 'CreateKioskPairingCode')[0]?.variables).toEqual({
        branch_id: 'sukhumvit',
        name: 'Front desk',
      }),
    );
    const shown = await screen.findByRole('region', { name: 'Pairing code for Front desk' });
    expect(within(shown).getByTestId('pairing-code')).toHaveTextContent('1234 5678');
    expect(shown).toHaveTextContent('Good until 24 Nov 2026, 10:15');
    expect(shown).toHaveTextContent(
      "Open /kiosk on the kiosk's screen at this brand's address and type the code.",
    );
    expect(within(shown).getByRole('heading', { name: 'Pairing code for Front desk' })).toHaveFocus();
    expect(screen.queryByLabelText('Kiosk name')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kiosk devices' });
    expect(table).toHaveTextContent('Front desk');

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('1234 5678')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kiosk name')).toHaveValue('');
  });

  it('revokes a device after a second look, and shows a refusal in the snackbar', async () => {
    let devices = [aDevice()];
    let refuse = true;
    const view = await renderAdmin('/admin/devices', {
      StaffMe: { staffMe: brandAdmin },
      KioskDevices: () => ({ kioskDevices: devices }),
      RevokeKioskDevice: () => {
        if (refuse) return { error: { code: 'device.notFound', message: 'Kiosk device not found' } };
        devices = [aDevice({ state: 'revoked' })];
        return { revokeKioskDevice: devices[0] as KioskDeviceFieldsFragment };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Lobby kiosk' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Lobby kiosk?' });
    expect(dialog).toHaveTextContent('shows the pairing screen');
    // Keep it closes the dialog with no call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(view.operations, 'RevokeKioskDevice')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Lobby kiosk' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Kiosk device not found')).toBeInTheDocument();
    expect(sent(view.operations, 'RevokeKioskDevice')[0]?.variables).toEqual({ id: 'd1' });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Lobby kiosk' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Kiosk revoked.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kiosk devices' });
    await waitFor(() => expect(table).toHaveTextContent('Revoked'));
    expect(within(table).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('is no section for the branch staff, and says so by URL without asking the server', async () => {
    const view = await renderAdmin('/admin/devices');
    expect(
      await screen.findByText("The kiosks of this branch are managed by its brand's admins."),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'Kiosk devices' })).not.toBeInTheDocument();
    expect(sent(view.operations, 'KioskDevices')).toHaveLength(0);
  });

  it('is a section for a brand admin', async () => {
    await renderAdmin('/admin/devices', {
      StaffMe: { staffMe: brandAdmin },
      KioskDevices: { kioskDevices: [] },
    });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Kiosk devices' })).toHaveAttribute(
      'href',
      '/admin/devices',
    );
  });
});
