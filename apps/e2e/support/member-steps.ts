// Steps on the member area shared by the suites that move a member's money.
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { yuzenUrl } from './server-info';

/** '฿1,234.50' as 1234.5. */
export const baht = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The wallet as the member's own page shows it, read afresh. */
export async function memberWallet(page: Page): Promise<number> {
  await page.goto(yuzenUrl('/member'));
  const wallet = page.locator('dt', { hasText: 'Wallet' }).locator('xpath=following-sibling::dd');
  await wallet.filter({ hasText: '฿' }).waitFor();
  return baht(await wallet.textContent());
}

/**
 * The newest SMS code sent to a phone, read from the sandbox outbox as a tester would: asked again for a few
 * seconds, as the page's request that sends it may still be on its way when the test asks.
 */
export async function latestCode(phone: string, siteUrl = yuzenUrl): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(siteUrl(`/sandbox/outbox.json?recipient=${phone}`));
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${phone}`);
}

/** Reads a QR code drawn on the page, as the kiosk's camera would. */
export async function decodeQr(page: Page, name: RegExp): Promise<string> {
  const img = page.getByRole('img', { name });
  await img.waitFor();
  const { data, width, height } = await img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(element, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  });
  const decoded = jsQR(new Uint8ClampedArray(data), width, height);
  if (!decoded) throw new Error('the QR code could not be read');
  return decoded.data;
}

export async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
