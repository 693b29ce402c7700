// The kiosk sells to a walk-in guest (docs/product-rules.md, Kiosk): a paired kiosk, a guest with a name and a
// party of two, a treatment each from now, the server's prices, a PromptPay QR on the screen that the
// customer's phone pays (the sandbox's Pay button stands for the scan), and the confirmation. A customer who
// walks away at the payment leaves nothing behind: the hold is released and the next customer starts empty;
// a declined card comes back to the kiosk, which can pay again or give the places up.
// The branch is moved to a time zone in business hours, so the suite sells "from now" at any real hour.
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import type { ExtraServer } from '../support/extra-server';
import { chooseTreatmentsFromStart, KIOSK_SCREEN, startSellingServer } from '../support/kiosk-sale-steps';
import { makePairingCode, pairOnScreen } from '../support/kiosk-steps';
import { E2E_PORT } from '../support/server-info';

const PAYMENT_IDLE_SEC = 8;

interface PaymentOrder {
  redirect_url: string;
  booking_id: string;
  token: string;
  qr_text: string | null;
}

/**
 * The kiosk's gateway order, read from its own request as it asks for it. The answer is taken on its way to the
 * page (the page may go on to the gateway at once, after which the browser no longer holds the response's body).
 */
async function payNow(page: Page): Promise<PaymentOrder> {
  // Customer operations go by their persisted id; the body still names the operation.
  const isOrder = (postData: string | null) => (postData ?? '').includes('"operationName":"KPaymentOrder"');
  let order: PaymentOrder | undefined;
  const received = new Promise<void>((resolve) => {
    void page.route('**/graphql', async (route) => {
      if (!isOrder(route.request().postData())) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { kpaymentOrder: PaymentOrder } };
      order = body.data.kpaymentOrder;
      await route.fulfill({ response, json: body });
      resolve();
    });
  });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await received;
  await page.unroute('**/graphql');
  return order as PaymentOrder;
}

/** From home to the checkout: a guest with a name, two guests, a treatment each, the earliest start. */
async function chooseTreatments(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Book a treatment now' }).click();
  await page.waitForURL('**/kiosk/start');
  await expectAccessible(page);
  await page.getByLabel('Your name').fill(name);
  await chooseTreatmentsFromStart(page, ['TR01', 'TR05']);
}

async function bookingState(site: (p: string) => string, id: string, token: string): Promise<string> {
  const response = await fetch(site('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($id: ID!, $t: String!) { prebooking(id: $id, token: $t) { state } }',
      variables: { id, t: token },
    }),
  });
  const body = (await response.json()) as { data?: { prebooking: { state: string } | null } };
  return body.data?.prebooking?.state ?? 'unknown';
}

/** Waits a few seconds at most for the booking's state: the release is sent as the kiosk goes idle. */
async function waitForState(site: (p: string) => string, order: PaymentOrder, state: string): Promise<void> {
  let seen = '';
  for (let i = 0; i < 20; i += 1) {
    seen = await bookingState(site, order.booking_id, order.token);
    if (seen === state) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(seen).toBe(state);
}

describe('selling at the kiosk', () => {
  const port = E2E_PORT + 23;
  const site = (pathname = '/') => `http://localhost:${port}${pathname}`;
  const env = {
    PUBLIC_BASE_URL: site(''),
    KIOSK_PAYMENT_IDLE_SEC: String(PAYMENT_IDLE_SEC),
  };
  let server: ExtraServer | null = null;
  let kiosk: BrowserSession;
  let phone: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    server = await startSellingServer(port, env);
    kiosk = await openBrowser(KIOSK_SCREEN);
    phone = await openBrowser();
    // The kiosk's printer is counted rather than opened (headless Chromium would hold the page in its print
    // dialog); the receipt itself is printed to PDF below.
    await kiosk.context.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    page = await kiosk.newPage();
    const { code } = await makePairingCode('yuzen-sukhumvit', 'Lobby', site);
    await pairOnScreen(page, code, site);
  });
  afterAll(async () => {
    await kiosk?.close();
    await phone?.close();
    await server?.stop();
  });

  it('sells two treatments for two guests to a guest who pays by PromptPay QR', async () => {
    await chooseTreatments(page, 'Somchai');
    await page.getByTestId('grand-total').waitFor();
    // A promo code at checkout moves the hold onto it; the server's summary shows its discount.
    await page.getByLabel('Promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code WELCOME10 applied').waitFor();
    await page.getByTestId('discount').waitFor();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Thai QR (PromptPay)', checked: true }).waitFor();
    const order = await payNow(page);
    await page.waitForURL('**/kiosk/payment');
    // The QR on the screen is the gateway's PromptPay code for this order.
    expect(order.qr_text).toMatch(/^000201/);
    await page.getByRole('img', { name: 'Payment QR code' }).waitFor();
    await expectAccessible(page);

    // The customer's phone pays.
    const phonePage = await phone.newPage();
    await phonePage.goto(order.redirect_url);
    await phonePage.getByRole('button', { name: 'Simulate scan & pay' }).click();

    await page.waitForURL('**/kiosk/confirm/**');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    expect(await bookingState(site, order.booking_id, order.token)).toBe('paid');
    await expectAccessible(page);

    // The receipt prints on the kiosk's 80 mm roll (about 227 pt wide): its number, both guests' treatments,
    // the total and the check-in QR, and nothing of the screen around it.
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    const receipt = page.getByTestId('receipt');
    await page.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print again' }).isVisible()).toBe(false);
    const printed = await receipt.innerText();
    expect(printed).toMatch(/YU-\d{8}-\d{4}/);
    expect(printed).toContain('Traditional Thai Massage 60 min');
    expect(printed).toContain('Foot Reflexology 60 min');
    expect(await receipt.locator('img').count()).toBeGreaterThan(0);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 22[67]\.\d+ /);
    await page.emulateMedia({ media: 'screen' });
  });

  it('brings a declined card back to the kiosk, which can pay again or give the places up', async () => {
    await page.goto(site('/kiosk'));
    await chooseTreatments(page, 'Mali');
    await page.getByRole('radio', { name: 'Credit or debit card' }).click();
    const order = await payNow(page);
    await page.waitForURL('**/sandbox/kpayment/**');
    await page.getByRole('button', { name: 'Decline' }).click();

    // The kiosk reloaded on the way back: the booking still held is taken back from the server.
    await page.waitForURL('**/kiosk/kpayment/return**');
    await page.getByRole('heading', { name: 'Your payment is not completed' }).waitFor();
    await page.getByRole('link', { name: 'Try the payment again' }).waitFor();
    await expectAccessible(page);
    expect(await bookingState(site, order.booking_id, order.token)).toBe('pending');

    // The customer gives up: home releases the places.
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await waitForState(site, order, 'expired');
  });

  it('releases the places when the customer walks away from the payment, and forgets them', async () => {
    await page.goto(site('/kiosk'));
    await chooseTreatments(page, 'Nok');
    const order = await payNow(page);
    await page.waitForURL('**/kiosk/payment');
    expect(await bookingState(site, order.booking_id, order.token)).toBe('pending');

    // Nobody touches the screen: after the payment idle the kiosk goes to the ads, the hold given up.
    await page.waitForURL('**/kiosk/ads', { timeout: (PAYMENT_IDLE_SEC + 10) * 1000 });
    await waitForState(site, order, 'expired');

    // The next customer sees nothing of the last: no name, no basket.
    await page.mouse.click(500, 500);
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await page.getByRole('link', { name: 'Book a treatment now' }).click();
    expect(await page.getByLabel('Your name').inputValue()).toBe('');
    await page.goto(site('/kiosk/checkout'));
    await page.waitForURL('**/kiosk/start');
  });
});
