// Steps of the kiosk's sale suites (docs/product-rules.md, Kiosk): a server of their own whose branch is in
// business hours now, and the way from the start page to the checkout.
import type { Page } from 'playwright-core';
import { startExtraServer, type ExtraServer } from './extra-server';
import { setBranchTimeZone } from './kiosk-steps';

export const KIOSK_SCREEN = { width: 1080, height: 1920 };

// Zones whose offsets together cover every hour of the day, so one of them is always in business hours.
const ZONES = [
  'Asia/Bangkok',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Europe/Berlin',
];

/**
 * A time zone where it is now between `fromHour` and `toHour` (local hours): a suite that sells "from now"
 * moves its branch there, so it passes at any hour of the real day.
 */
export function zoneInBusinessHours(fromHour = 11, toHour = 19, now = new Date()): string {
  for (const zone of ZONES) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    if (hour >= fromHour && hour < toHour) return zone;
  }
  throw new Error('no zone in business hours: extend the list');
}

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
