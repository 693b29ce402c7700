// Steps of the kiosk's sale suites (docs/product-rules.md, Kiosk): a server of their own whose branch is in
// business hours now, and the way from the start page to the checkout.
import type { Page } from 'playwright-core';
import { startExtraServer, type ExtraServer } from './extra-server';
import { setBranchTimeZone } from './kiosk-steps';
import { zoneInBusinessHours } from './pglite-folder';

export const KIOSK_SCREEN = { width: 1080, height: 1920 };

/** A server of the suite's own whose Sukhumvit branch sells from now: its brand admin moves the branch's clock. */
export async function startSellingServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const server = await startExtraServer(port, env);
  await setBranchTimeZone('yuzen-sukhumvit', zoneInBusinessHours(), server.url);
  return server;
}

/** From the party's size (on the start page) to the checkout: a treatment for each guest, the earliest start. */
export async function chooseTreatmentsFromStart(page: Page, codes: readonly string[]): Promise<void> {
  for (let i = 1; i < codes.length; i += 1)
    await page.getByRole('button', { name: 'One guest more' }).click();
  await page.getByRole('button', { name: 'Choose treatments' }).click();
  await page.waitForURL('**/kiosk/treatment');
  for (const [i, code] of codes.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Next guest' }).click();
    await page.locator(`[data-testid="kiosk-product"][data-code="${code}"][aria-pressed="false"]`).click();
  }
  // The earliest start at which the whole party fits is chosen for them.
  await page.getByRole('radio', { name: /\(earliest\)/, checked: true }).waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/kiosk/checkout');
}
