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

const RANGE = '?from=2026-11-01&to=2026-11-15';

const bookings = [
  {
    date: '2026-11-02',
    branch_id: 'sukhumvit',
    branch_name: 'Yuzen Sukhumvit',
    channel: 'isbs',
    paid: 5,
    guests: 9,
    visited: 3,
    no_shows: 1,
    cancelled: 1,
    lapsed: 2,
  },
  {
    date: '2026-11-03',
    branch_id: 'sukhumvit',
    branch_name: 'Yuzen Sukhumvit',
    channel: 'kiosk',
    paid: 2,
    guests: 2,
    visited: 2,
    no_shows: 0,
    cancelled: 0,
    lapsed: 0,
  },
];

describe('the business reports', () => {
  it('counts bookings with their sums, keeps the range between reports and downloads the rows', async () => {
    const view = await renderAdmin(`/admin/reports/bookings${RANGE}`, {
      StaffMe: { staffMe: brandAdmin },
      BookingsReport: { bookingsReport: bookings },
      UtilisationReport: { utilisationReport: [] },
    });
    const table = await screen.findByRole('table', { name: 'Bookings by day' });
    expect(sent(view.operations, 'BookingsReport')[0]?.variables).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
      branch_id: null,
    });
    expect(screen.getByText('Paid bookings', { selector: 'dt' }).nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('No-shows', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/2 Nov 2026.*Web.*5.*9.*3.*1.*1.*2/);
    // The chart is named for screen readers; its figures are the table's.
    expect(
      screen.getByRole('img', { name: 'Bookings by day: a chart of the table below.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');

    const text = await downloadedCsv('Download CSV: Bookings by day');
    expect(text).toContain(
      'Date,Branch,Channel,Paid bookings,Guests,Visits,No-shows,Cancelled,Holds lapsed unpaid\r\n' +
        '2026-11-02,Yuzen Sukhumvit,Web,5,9,3,1,1,2\r\n',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Utilisation' }));
    await waitFor(() =>
      expect(sent(view.operations, 'UtilisationReport')[0]?.variables).toEqual({
        from: '2026-11-01',
        to: '2026-11-15',
        branch_id: null,
      }),
    );
  });

  it('shades each weekday and hour by the share of places sold', async () => {
    await renderAdmin(`/admin/reports/utilisation${RANGE}&branch=sukhumvit`, {
      StaffMe: { staffMe: brandAdmin },
      UtilisationReport: {
        utilisationReport: [
          { resource: 'spa', weekday: 1, hour: 10, held: 12, offered: 48 },
          { resource: 'spa', weekday: 1, hour: 11, held: 48, offered: 48 },
          { resource: 'onsen', weekday: 1, hour: 10, held: 0, offered: 80 },
        ],
      },
    });
    const spa = await screen.findByRole('table', { name: 'Spa beds, share sold by weekday and hour' });
    const monday = within(spa).getByRole('row', { name: /Monday/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25%', '100%']);
    expect(screen.getByRole('heading', { name: 'Spa beds: 63% sold' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Onsen places: 0% sold' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Every hour as a list'));
    const text = await downloadedCsv('Download CSV: Utilisation by weekday and hour');
    expect(text).toContain('Spa beds,Monday,11:00,48,48,100\r\n');
  });

  it("lists each code's use with money and downloads it", async () => {
    await renderAdmin(`/admin/reports/promotions${RANGE}`, {
      StaffMe: { staffMe: brandAdmin },
      PromotionReport: {
        promotionReport: [
          { code: 'ONSEN200', campaign: 'Onsen packages', bookings: 4, discount: 800, grand_total: 5400.5 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Promotion usage' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /ONSEN200.*Onsen packages.*4.*฿800\.00.*฿5,400\.50/,
    );
    const text = await downloadedCsv('Download CSV: Promotion usage');
    expect(text).toContain('ONSEN200,Onsen packages,4,800.00,5400.50\r\n');
  });

  it('shows the members by tier and what wallets and points hold, without a branch to choose', async () => {
    const view = await renderAdmin(`/admin/reports/members${RANGE}`, {
      StaffMe: { staffMe: brandAdmin },
      MemberReport: {
        memberReport: {
          tiers: [
            { tier_id: 'silver', tier_name: 'Silver', members: 10, joined: 2 },
            { tier_id: 'gold', tier_name: 'Gold', members: 3, joined: 0 },
          ],
          wallet_balance: 12500,
          wallet_top_ups: 3000,
          wallet_spent: -1200.5,
          wallet_refunds: 100,
          wallet_adjustments: -50,
          points_balance: 4200,
          points_earned: 900,
          points_redeemed: -300,
          points_expired: -20,
          points_adjusted: 5,
        },
      },
    });
    const tiers = await screen.findByRole('table', { name: 'Members by tier' });
    expect(within(tiers).getAllByRole('row')[1]).toHaveTextContent(/Silver.*10.*2/);
    expect(screen.getByText('Owed to members at the end').nextElementSibling).toHaveTextContent('฿12,500.00');
    expect(screen.getByText('Spent on bookings').nextElementSibling).toHaveTextContent('฿1,200.50');
    expect(screen.getByText('Not yet used at the end').nextElementSibling).toHaveTextContent('4,200');
    expect(within(screen.getByRole('form', { name: 'Report filter' })).queryByLabelText('Branch')).toBeNull();
    expect(sent(view.operations, 'MemberReport')[0]?.variables).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
  });

  it("shows each step's visits per channel with their share of the first step, and the visits left unpaid", async () => {
    const steps = (visits: number[]) =>
      ['view', 'branch', 'treatments', 'checkout', 'payment', 'paid'].map((step, i) => ({
        step,
        visits: visits[i],
      }));
    const view = await renderAdmin(`/admin/reports/funnel${RANGE}`, {
      StaffMe: { staffMe: brandAdmin },
      FunnelReport: {
        funnelReport: [
          { channel: 'kiosk', steps: steps([10, 10, 8, 8, 6, 5]), abandoned: 3 },
          { channel: 'web', steps: steps([200, 120, 80, 50, 40, 30]), abandoned: 20 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Booking funnel by step' });
    expect(within(table).getByRole('row', { name: /Reached the checkout/ })).toHaveTextContent(
      /8\s*80%\s*50\s*25%/,
    );
    expect(screen.getByText('Web: left at the checkout or payment').nextElementSibling).toHaveTextContent(
      '20',
    );
    expect(sent(view.operations, 'FunnelReport')[0]?.variables).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    const text = await downloadedCsv('Download CSV: Booking funnel by step');
    expect(text).toContain(
      'Step,Kiosk: visits,Kiosk: share of the first step (%),Web: visits,Web: share of the first step (%)\r\n',
    );
    expect(text).toContain('Paid,5,50,30,15\r\n');
  });

  it('says so when the address names no report', async () => {
    await renderAdmin('/admin/reports/forecast', { StaffMe: { staffMe: brandAdmin } });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such report.');
  });
});
