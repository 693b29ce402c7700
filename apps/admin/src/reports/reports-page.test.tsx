import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaff } from '../testing/builders';
import { downloadedCsv } from '../testing/csv-download';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

const brandAdmin = aStaff({
  name: 'Yuzen Admin',
  grants: [{ role: 'brand_admin', brand_ids: ['yuzen'], branch_ids: [] }],
});

const report = {
  rows: [
    {
      date: '2026-11-02',
      branch_id: 'sukhumvit',
      branch_name: 'ยูเซ็น สุขุมวิท',
      channel: 'kiosk',
      method: 'qr',
      paid: 1250.5,
      wallet: 200,
      refunded: 0,
      bookings: 2,
    },
  ],
  paid: 1250.5,
  wallet: 200,
  refunded: 0,
  owed: 300,
};

describe('the revenue report page', () => {
  it('shows the sums and rows in words, asks again for a branch, and downloads a CSV Excel reads', async () => {
    const view = await renderAdmin('/admin/reports', {
      StaffMe: { staffMe: brandAdmin },
      RevenueReport: { revenueReport: report },
    });
    const table = await screen.findByRole('table', { name: 'Revenue by day' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('2 Nov 2026');
    expect(row).toHaveTextContent('Kiosk');
    expect(row).toHaveTextContent('Thai QR (PromptPay)');
    expect(row).toHaveTextContent('฿1,250.50');
    expect(screen.getByText('Still owed at the branch').nextElementSibling).toHaveTextContent('฿300.00');
    expect(sent(view.operations, 'RevenueReport')[0]?.variables).toMatchObject({ branch_id: null });

    await userEvent.selectOptions(within(screen.getByRole('main')).getByLabelText('Branch'), 'silom');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(sent(view.operations, 'RevenueReport').at(-1)?.variables).toMatchObject({ branch_id: 'silom' }),
    );

    const text = await downloadedCsv('Download CSV: Revenue by day');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('2026-11-02,ยูเซ็น สุขุมวิท,Kiosk,Thai QR (PromptPay),1250.50,200.00,0.00,2\r\n');
  });

  it('refuses a range that ends before it starts, asking nothing', async () => {
    const view = await renderAdmin('/admin/reports', {
      StaffMe: { staffMe: brandAdmin },
      RevenueReport: { revenueReport: report },
    });
    await screen.findByRole('table', { name: 'Revenue by day' });
    const asked = sent(view.operations, 'RevenueReport').length;
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(sent(view.operations, 'RevenueReport')).toHaveLength(asked);
  });

  it('is not for branch staff', async () => {
    await renderAdmin('/admin/reports', { StaffMe: { staffMe: aStaff() } });
    expect(await screen.findByText("Reports are for the brand's admins.")).toBeInTheDocument();
  });
});
