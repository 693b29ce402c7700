// Members at the kiosk (docs/product-rules.md, Kiosk): a Gold member shows the member area's QR to the kiosk's
// camera, gets the tier's price and pays with the wallet and a card, with a tax invoice and an SMS receipt; a
// member logs in by an SMS code typed on the keypad; the next customer finds no session; offline, no payment
// starts and the sale waits for the connection, then the wallet pays everything.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import type { ExtraServer } from '../support/extra-server';
import { chooseTreatmentsFromStart, KIOSK_SCREEN, startSellingServer } from '../support/kiosk-sale-steps';
import { makePairingCode, pairOnScreen } from '../support/kiosk-steps';
import { writeQrVideo } from '../support/qr-video';
import { E2E_PORT } from '../support/server-info';

const GOLD = { phone: '0812345678', password: 'Sabai-2026' };

describe('members at the kiosk', () => {
  const videoDir = mkdtempSync(path.join(os.tmpdir(), 'sabai-kiosk-member-qr-'));
  const port = E2E_PORT + 24;
  const site = (pathname = '/') => `http://localhost:${port}${pathname}`;
  const env = { PUBLIC_BASE_URL: site('') };
  let server: ExtraServer;
  afterAll(async () => {
    await server?.stop();
    rmSync(videoDir, { recursive: true, force: true });
  });
  beforeAll(async () => {
    server = await startSellingServer(port, env);
  });

  /** The member area's login QR of the Gold member, as their phone shows it. */
  async function memberQrText(): Promise<string> {
    const login = await fetch(site('/api/auth/password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { username: GOLD.phone, password: GOLD.password } }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const answer = await fetch(site('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ query: '{ memberQr { token } }' }),
    });
    return ((await answer.json()) as { data: { memberQr: { token: string } } }).data.memberQr.token;
  }

  async function pairedKiosk(browser: BrowserSession): Promise<Page> {
    const page = await browser.newPage();
    const { code } = await makePairingCode('yuzen-sukhumvit', 'Lobby', site);
    await pairOnScreen(page, code, site);
    return page;
  }

  async function loggedInMember(page: Page): Promise<string | null> {
    return page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { phone } }' }),
      });
      const body = (await response.json()) as { data?: { me: { phone: string } | null } };
      return body.data?.me?.phone ?? null;
    });
  }

  it('knows a Gold member by the QR shown to its camera, who pays with the wallet and a card, and forgets them', async () => {
    const video = path.join(videoDir, 'member-qr.y4m');
    writeQrVideo(video, await memberQrText());
    const kiosk = await openBrowser(KIOSK_SCREEN, [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    // The printer is counted rather than opened: headless Chromium would hold the page in its dialog.
    await kiosk.context.addInitScript(() => {
      window.print = () => undefined;
    });
    try {
      const page = await pairedKiosk(kiosk);
      await page.getByRole('link', { name: 'Book a treatment now' }).click();
      await page.getByRole('button', { name: 'Member: scan my QR' }).click();
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();
      await expectAccessible(page);
      expect(await loggedInMember(page)).toBe(GOLD.phone);

      await chooseTreatmentsFromStart(page, ['TR01']);
      // Gold: 10% off the Thai massage (650) and the locker set (100).
      await page.getByTestId('tier-discount').waitFor();
      await page.getByTestId('grand-total').filter({ hasText: '675.00' }).waitFor();
      // 100.00 from the wallet, the rest by card.
      await page.getByLabel(/^Wallet amount/).fill('100');
      await page.getByRole('button', { name: 'Use' }).click();
      await page.getByTestId('wallet').filter({ hasText: '100.00' }).waitFor();
      // The receipt goes to the member's own mobile unless they clear it; a company asks for a tax invoice.
      expect(await page.getByLabel('Mobile number for an SMS receipt (optional)').inputValue()).toBe(
        GOLD.phone,
      );
      await page.getByRole('button', { name: 'I need a tax invoice' }).click();
      await page.getByLabel('Tax ID (13 digits)').fill('3100600445635');
      await page.getByLabel('Name on the invoice').fill('Sabai Trading Co., Ltd.');
      await page.getByLabel('Address', { exact: true }).fill('1 Sukhumvit Rd, Bangkok 10110');
      await page.getByLabel('Phone', { exact: true }).fill('02 123 4567');
      await page.getByRole('radio', { name: 'Credit or debit card' }).click();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL('**/sandbox/kpayment/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      // Back from the gateway to the kiosk: the booking is the kiosk's, though a member made it.
      await page.waitForURL('**/kiosk/confirm/**');
      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      await expectAccessible(page);
      const confirmed = new URL(page.url());
      const bookingNo = decodeURIComponent(confirmed.pathname.split('/').pop() ?? '');

      // The receipt: the wallet's part, and the VAT inside the total (675.00 × 7/107).
      const receipt = page.getByTestId('receipt');
      await page.emulateMedia({ media: 'print' });
      const printed = await receipt.innerText();
      expect(printed).toContain(bookingNo);
      expect(printed).toContain('100.00');
      expect(printed).toMatch(/Including VAT 7%: ฿\s?44\.16/);
      // The full tax invoice prints on the same slip: numbered, the buyer named, the VAT apart.
      expect(printed).toContain('ใบกำกับภาษีเต็มรูป / Tax Invoice');
      expect(printed).toMatch(/YU-TI-\d{6}/);
      expect(printed).toContain('Sabai Trading Co., Ltd.');
      expect(printed).toContain('3100600445635');
      await page.emulateMedia({ media: 'screen' });

      // The server kept the tax invoice's details, and the SMS receipt went to the member's mobile.
      expect(await taxOf(confirmed.searchParams)).toEqual({ enable: true, id: '3100600445635' });
      const outbox = await fetch(site(`/sandbox/outbox.json?recipient=${GOLD.phone}`));
      const { messages } = (await outbox.json()) as { messages: { body: string }[] };
      expect(messages.map((m) => m.body).find((body) => body.includes(bookingNo))).toContain(
        '/book/confirm/',
      );

      // Done: home ends the member's session on this screen.
      await page.getByRole('link', { name: 'Done' }).click();
      await page.waitForURL((url) => url.pathname === '/kiosk');
      await expect(waitForLoggedOut(page)).resolves.toBeNull();
    } finally {
      await kiosk.close();
    }
  });

  async function taxOf(params: URLSearchParams): Promise<{ enable: boolean; id: string | null }> {
    const response = await fetch(site('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($id: ID!, $t: String!) { prebooking(id: $id, token: $t) { tax { enable id } } }',
        variables: { id: params.get('booking'), t: params.get('token') },
      }),
    });
    const body = (await response.json()) as {
      data: { prebooking: { tax: { enable: boolean; id: string } } };
    };
    return body.data.prebooking.tax;
  }

  async function waitForLoggedOut(page: Page): Promise<string | null> {
    let phone = await loggedInMember(page);
    for (let i = 0; i < 20 && phone !== null; i += 1) {
      await page.waitForTimeout(250);
      phone = await loggedInMember(page);
    }
    return phone;
  }

  it('logs a member in by an SMS code typed on the keypad; offline, payment waits; the wallet pays it all', async () => {
    const kiosk = await openBrowser(KIOSK_SCREEN);
    await kiosk.context.addInitScript(() => {
      window.print = () => undefined;
    });
    try {
      const page = await pairedKiosk(kiosk);
      await page.getByRole('link', { name: 'Book a treatment now' }).click();
      await page.getByRole('button', { name: 'Member: SMS code' }).click();
      const keypad = page.getByRole('group', { name: 'Keypad' });
      for (const digit of GOLD.phone) await keypad.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByLabel(/^Code from the SMS/).waitFor();
      const outbox = await fetch(site(`/sandbox/outbox.json?recipient=${GOLD.phone}`));
      const { messages } = (await outbox.json()) as { messages: { body: string }[] };
      const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();

      await chooseTreatmentsFromStart(page, ['TR05']);
      const pay = page.getByRole('button', { name: 'Pay now' });
      await pay.waitFor();
      await kiosk.context.setOffline(true);
      await page.getByRole('alert').filter({ hasText: 'The kiosk is offline.' }).waitFor();
      expect(await pay.isDisabled()).toBe(true);
      await kiosk.context.setOffline(false);
      // Connected again, the same sale goes on.
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Pay now');
        return button !== undefined && !button.disabled;
      });
      expect(await page.locator('[data-testid="kiosk-order-guest"]').count()).toBe(1);

      // The wallet pays the whole total: no gateway, straight to the kiosk's confirmation.
      const total = (await page.getByTestId('grand-total').innerText()).replace(/[^\d.]/g, '');
      await page.getByLabel(/^Wallet amount/).fill(total);
      await page.getByRole('button', { name: 'Use' }).click();
      await page.getByTestId('wallet').waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL('**/kiosk/confirm/**');
      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    } finally {
      await kiosk.close();
    }
  });
});
