// Self check-in at the kiosk (docs/product-rules.md, Kiosk): a customer who booked and paid on the web shows
// the booking's QR code to a paired kiosk's camera on the booking's day and is checked in; scanning it again
// says it is already checked in. The booking is made for tomorrow and the day is then moved to today in the
// stopped server's data, as time passing would: the kiosk accepts a booking only on its day.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookAndPay } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { makePairingCode, pairOnScreen } from '../support/kiosk-steps';
import { moveBookingInFolder } from '../support/pglite-folder';
import { writeQrVideo } from '../support/qr-video';
import { E2E_PORT } from '../support/server-info';

const KIOSK_SCREEN = { width: 1080, height: 1920 };

/** Minutes after midnight in Bangkok now, a little before: the booking has just started. */
function justStarted(): number {
  const bangkok = new Date(Date.now() + 7 * 3600_000);
  return Math.max(0, bangkok.getUTCHours() * 60 + bangkok.getUTCMinutes() - 10);
}

describe('self check-in at the kiosk', () => {
  // Two server starts, a booking paid on the web and a camera scan: over a minute on a busy machine.
  jest.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-kiosk-check-in-'));
  const videoDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-kiosk-qr-'));
  const port = E2E_PORT + 22;
  const site = (pathname = '/') => `http://localhost:${port}${pathname}`;
  const env = { PGLITE_DIR: dataDir, PUBLIC_BASE_URL: site('') };
  let server: ExtraServer | null = null;
  let customer: BrowserSession;
  afterAll(async () => {
    await customer?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(videoDir, { recursive: true, force: true });
  });

  it("checks in the booking whose QR the camera sees, on the booking's day", async () => {
    server = await startExtraServer(port, env);
    customer = await openBrowser();
    const web = await customer.newPage();
    const bookingNo = await bookAndPay(web, daysAhead(1), '15:00:00', site);
    const params = new URL(web.url()).searchParams;
    const link = site(
      `/book/${params.get('booking')}?token=${encodeURIComponent(params.get('token') ?? '')}`,
    );
    await server.stop();
    server = null;
    moveBookingInFolder(dataDir, bookingNo, daysAhead(0), justStarted());

    server = await startExtraServer(port, env);
    const video = path.join(videoDir, 'booking-qr.y4m');
    writeQrVideo(video, link);
    const kiosk = await openBrowser(KIOSK_SCREEN, [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const page = await kiosk.newPage();
      const { code } = await makePairingCode('yuzen-sukhumvit', 'Lobby', site);
      await pairOnScreen(page, code, site);
      await page.getByRole('link', { name: 'I have a booking: check in' }).click();
      await page.waitForURL('**/kiosk/check-in');
      const done = page.getByRole('status').filter({ hasText: 'You are checked in. Welcome!' });
      await done.waitFor();
      expect(await done.textContent()).toContain(bookingNo);
      await expectAccessible(page);

      // The same code again, from the handheld scanner: already in, said in words.
      await page.getByLabel('Booking QR code').fill(link);
      await page.getByLabel('Booking QR code').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'This booking is already checked in.' }).waitFor();
    } finally {
      await kiosk.close();
    }
  });
});
