// Debian's Chromium driven by playwright-core: no browser download. Each worker has one browser, started by
// global-setup; a suite gets a fresh context of its own in it (its own cookies, storage and cache), which takes
// 0.6 s where launching a browser took 1.7 s. A suite that needs other browser flags (a fake camera) launches its
// own, with a fresh profile.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Download, type Page } from 'playwright-core';
import { browserEndpointFile, E2E_PORT } from './server-info';

export const PHONE = { width: 390, height: 844 };

export interface BrowserSession {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** `extraArgs`: more Chromium flags, e.g. a fake camera (admin-scan.e2e.ts). */
export async function openBrowser(viewport = PHONE, extraArgs: string[] = []): Promise<BrowserSession> {
  if (extraArgs.length === 0) {
    const browser = await chromium.connect(readFileSync(browserEndpointFile(E2E_PORT), 'utf8'));
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    return {
      context,
      newPage: () => context.newPage(),
      close: async () => {
        await context.close();
        await browser.close();
      },
    };
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sabai-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    locale: 'en-US',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A download's bytes: the shared browser runs in another process, so the file is read through Playwright. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
