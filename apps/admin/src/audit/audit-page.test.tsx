import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogQuery } from '@sabai/graphql/staff';
import { aStaff } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

type Entry = AuditLogQuery['auditLog']['items'][number];

const anEntry = (overrides: Partial<Entry> = {}): Entry => ({
  id: '1',
  at: '2026-11-24T07:05:00.000Z',
  staff_id: 's1',
  staff_name: 'Kanya',
  ip: '203.0.113.5',
  action: 'cancel',
  subject_type: 'booking',
  subject_id: 'b1',
  booking_no: 'YU2611240001',
  branch_id: 'sukhumvit',
  branch_name: 'Yuzen Sukhumvit',
  before: '{"state":"paid"}',
  after: '{"state":"cancelled","reason":"Sick"}',
  ...overrides,
});

const brandAdmin = aStaff({ grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }] });

describe('the audit log screen', () => {
  it('shows who did what, when and before and after, and pages', async () => {
    const view = await renderAdmin('/admin/audit', {
      StaffMe: { staffMe: brandAdmin },
      AuditLog: { auditLog: { total: 120, items: [anEntry()] } },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    // 07:05 UTC is 14:05 in Bangkok.
    expect(row).toHaveTextContent('24 Nov 2026, 14:05');
    expect(row).toHaveTextContent('Kanya');
    // The action in words, not its code.
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^Cancelled$/);
    expect(row).toHaveTextContent('state: paid → to cancelled');
    expect(row).toHaveTextContent('reason: — → to Sick');
    expect(within(row).getByRole('link', { name: 'Booking YU2611240001' })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );
    expect(sent(view.operations, 'AuditLog')[0]?.variables).toEqual({ filter: {}, page: 1, page_size: 50 });
    expect(screen.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('navigation', { name: 'Pages of the audit log' })).toHaveTextContent(
      'Page 1 of 3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(sent(view.operations, 'AuditLog').at(-1)?.variables).toMatchObject({ page: 2 }),
    );
    await userEvent.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() =>
      expect(sent(view.operations, 'AuditLog').at(-1)?.variables).toEqual({
        filter: { oldest_first: true },
        page: 1,
        page_size: 50,
      }),
    );
  });

  it('filters by the form, and refuses an end before the start at the field', async () => {
    const view = await renderAdmin('/admin/audit', {
      StaffMe: { staffMe: brandAdmin },
      AuditLog: { auditLog: { total: 0, items: [] } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing in the log matches.');
    await userEvent.type(screen.getByLabelText('Staff name'), ' Kanya ');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'booking');
    await userEvent.type(screen.getByLabelText('Booking number or id'), 'YU2611240001');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-24');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(sent(view.operations, 'AuditLog').map((o) => o.variables)).not.toContainEqual(
      expect.objectContaining({ filter: expect.objectContaining({ to: '2026-11-20' }) }),
    );

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(sent(view.operations, 'AuditLog').at(-1)?.variables).toEqual({
        filter: {
          staff: 'Kanya',
          subject_type: 'booking',
          subject_id: 'YU2611240001',
          from: '2026-11-24',
          to: '2026-11-25',
        },
        page: 1,
        page_size: 50,
      }),
    );
    // The form starts again from the URL (trimmed): wait for that one, or the click may land on the old form's
    // button as it goes.
    await waitFor(() => expect(screen.getByLabelText('Staff name')).toHaveValue('Kanya'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(view.location()).toBe('/admin/audit'));
    expect(screen.getByLabelText('Staff name')).toHaveValue('');
  });

  it('is in the sections nav for a brand admin', async () => {
    await renderAdmin('/admin/audit', {
      StaffMe: { staffMe: brandAdmin },
      AuditLog: { auditLog: { total: 0, items: [] } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(within(nav).getByRole('link', { name: 'Group requests' })).toHaveAttribute(
      'href',
      '/admin/requests',
    );
  });
});
