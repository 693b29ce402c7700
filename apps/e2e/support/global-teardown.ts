import { readFileSync, rmSync } from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { browserEndpointFile, E2E_WORKERS, pidFile, workerPort } from './server-info';

export default async function globalTeardown(): Promise<void> {
  const { e2eBrowsers = [] } = globalThis as { e2eBrowsers?: BrowserServer[] };
  await Promise.all(e2eBrowsers.map((browser) => browser.close()));
  for (let worker = 1; worker <= E2E_WORKERS; worker++) {
    const file = pidFile(workerPort(worker));
    try {
      process.kill(Number(readFileSync(file, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(file, { force: true });
    rmSync(browserEndpointFile(workerPort(worker)), { force: true });
  }
}
