// Who may do what at the desk (docs/access.md, Permission table), seen in the browser: the seeded branch
// staff of Yuzen Sukhumvit reaches its branch alone, in the picker, the sections, by URL and through the
// staff API; and a paid booking whose guest never came is marked a no-show once its start and the
// brand's grace have passed (docs/product-rules.md, The day at the branch).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookAndPay, openSection, signInAtDesk } from '../support/admin-steps';
import { gql } from '../support/api-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { moveBookingInFolder } from '../support/pglite-folder';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { E2E_PORT, yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };

describe('branch staff at the desk', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reaches its own branch only: picker, sections, a booking of another branch, the staff API', async () => {
    // Another customer holds a place at Yuzen Ratchada, a branch of the same brand.
    const { prebook } = await gql<{ prebook: { booking_id: string } }>(
      'mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id } }',
      {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-ratchada',
          date_time: `${daysAhead(3)} 11:00:00`,
          treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        },
      },
    );

    const page = await browser.newPage();
    await signInAtDesk(page);
    // One branch to pick from, and no section the role does not hold (refunds are brand admins'; the audit log
    // of its own branch it may read).
    const picker = page.getByRole('combobox', { name: 'Branch' });
    await picker.waitFor();
    expect(await picker.locator('option').allTextContents()).toEqual(['Yuzen Onsen & Spa Sukhumvit 39']);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('link', { name: 'Day sheet' }).count()).toBe(1);
    expect(await sections.getByRole('link', { name: 'Refunds' }).count()).toBe(0);
    expect(await sections.getByRole('link', { name: 'Audit log' }).count()).toBe(1);

    // The other branch's booking by its URL is not found, as if it did not exist.
    await page.goto(yuzenUrl(`/admin/booking/${prebook.booking_id}`));
    await page.getByText('Booking not found', { exact: true }).waitFor();
    await expectAccessible(page);

    // The staff API refuses the other branch's day with the session the browser holds.
    const answer = await page.evaluate(async (date) => {
      const response = await fetch('/admin/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query ($b: ID!, $d: Date!) { daySheet(branch_id: $b, date: $d) { date } }',
          variables: { b: 'yuzen-ratchada', d: date },
        }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    }, daysAhead(3));
    expect(answer.errors?.[0]?.extensions?.code).toBe('login.notAuthorized');
  });
});

describe('a no-show', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-no-show-'));
  const port = E2E_PORT + 21;
  const site = (pathname = '/') => `http://localhost:${port}${pathname}`;
  const env = { PGLITE_DIR: dataDir, PUBLIC_BASE_URL: site('') };
  let server: ExtraServer | null = null;
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not offered before the start and its grace, and is marked once they have passed', async () => {
    server = await startExtraServer(port, env);
    const bookingNo = await bookAndPay(await browser.newPage(), daysAhead(1), '15:00:00', site);
    const page = await browser.newPage();
    await signInAtDesk(page, site);
    await page.goto(site(`/admin?date=${daysAhead(1)}`));
    await page.getByRole('link', { name: bookingNo }).click();
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    // Tomorrow's guest may still come: the desk is offered a check-in, not a no-show.
    await page.getByRole('button', { name: 'Check in' }).waitFor();
    expect(await page.getByRole('button', { name: 'No-show' }).count()).toBe(0);
    await server.stop();
    server = null;

    // A day passes: the booking is moved to yesterday, as the calendar would have done.
    const yesterday = daysAhead(-1);
    moveBookingInFolder(dataDir, bookingNo, yesterday);

    // The desk's session is kept in the database: the same desk carries on after the restart.
    server = await startExtraServer(port, env);
    await page.goto(site(`/admin?date=${yesterday}`));
    await page.getByRole('link', { name: bookingNo }).click();
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    await page.getByRole('button', { name: 'No-show' }).click();
    await page.getByRole('status').filter({ hasText: 'Marked as no-show.' }).waitFor();
    await page.goto(site(`/admin?date=${yesterday}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: bookingNo }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('No-show');

    // The audit log of the branch has the step, with who made it.
    await openSection(page, 'Audit log', '/audit');
    await page.getByRole('main').getByLabel('Booking number or id').fill(bookingNo);
    await page.getByRole('main').getByRole('button', { name: 'Filter' }).click();
    const step = page.getByRole('row').filter({ hasText: 'No-show' }).first();
    await step.waitFor();
    expect(await step.textContent()).toContain('Malee');
    await expectAccessible(page);
  });
});
