// Check-in by the booking's QR code at /admin/scan (docs/api.md, Staff API): a customer books and pays on
// the web; the branch staff's browser has a fake camera that films that booking's QR code, and the page
// checks the guest in; a handheld scanner (the link typed, then Enter) does the same for a second booking.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bookAndPay, signInAtDesk } from '../support/admin-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { writeQrVideo } from '../support/qr-video';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };

/** The link the booking's QR holds (the confirmation page draws it): /book/<id>?token=… */
function qrLink(confirmUrl: string): string {
  const params = new URL(confirmUrl).searchParams;
  const token = encodeURIComponent(params.get('token') ?? '');
  return yuzenUrl(`/book/${params.get('booking') ?? ''}?token=${token}`);
}

async function expectCheckedInOnDaySheet(page: Page, date: string, bookingNo: string): Promise<void> {
  await page.goto(yuzenUrl(`/admin?date=${date}`));
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: bookingNo }) })
    .filter({ hasText: 'Checked in' })
    .waitFor();
}

describe('check-in by QR code (admin)', () => {
  const date = daysAhead(3);
  const videoDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-qr-video-'));
  let customer: BrowserSession;
  beforeAll(async () => {
    customer = await openBrowser();
  });
  afterAll(async () => {
    await customer.close();
    rmSync(videoDir, { recursive: true, force: true });
  });

  it("the camera reads the booking's QR code and the guest is checked in", async () => {
    const web = await customer.newPage();
    const bookingNo = await bookAndPay(web, date, '16:00:00');
    const video = path.join(videoDir, 'booking-qr.y4m');
    writeQrVideo(video, qrLink(web.url()));
    const desk = await openBrowser(DESKTOP, [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const page = await desk.newPage();
      await signInAtDesk(page);
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Check in by QR' })
        .click();
      await page.waitForURL('**/admin/scan');
      await page.getByRole('heading', { name: 'Scan to check in' }).waitFor();
      const result = page.getByRole('status', { name: bookingNo });
      await result.getByText('Checked in').waitFor({ timeout: 30_000 });
      expect(await result.textContent()).toContain('Nok Sabai');
      await expectAccessible(page);
      await expectCheckedInOnDaySheet(page, date, bookingNo);
    } finally {
      await desk.close();
    }
  });

  it('a handheld scanner types the link and Enter; a second scan is refused in words', async () => {
    const web = await customer.newPage();
    const bookingNo = await bookAndPay(web, date, '17:00:00');
    const link = qrLink(web.url());
    const desk = await openBrowser(DESKTOP);
    try {
      const page = await desk.newPage();
      await signInAtDesk(page);
      await page.goto(yuzenUrl('/admin/scan'));
      const field = page.getByLabel('Booking QR code (handheld scanner)');
      await field.fill(link);
      await field.press('Enter');
      await page.getByRole('status', { name: bookingNo }).getByText('Checked in').waitFor();
      await expectAccessible(page);
      // The same code again: the booking is already checked in, and the page says why.
      await field.fill(link);
      await field.press('Enter');
      await page.getByRole('alert').waitFor();
      expect(await field.isEnabled()).toBe(true);
      await expectAccessible(page);
      await expectCheckedInOnDaySheet(page, date, bookingNo);
    } finally {
      await desk.close();
    }
  });
});
