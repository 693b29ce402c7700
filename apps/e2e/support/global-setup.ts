// Starts the built server (npm test builds first) on an in-memory PGlite with the demo data, and a browser, one of
// each per worker.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import {
  browserEndpointFile,
  E2E_WORKERS,
  KIOSK_IDLE_SEC,
  KIOSK_SHOW_AD_AFTER_SEC,
  pidFile,
  workerPort,
} from './server-info';

async function startServer(port: number): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const server = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      KIOSK_SHOW_AD_AFTER_SEC: String(KIOSK_SHOW_AD_AFTER_SEC),
      KIOSK_IDLE_SEC: String(KIOSK_IDLE_SEC),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  server.unref();
  writeFileSync(pidFile(port), String(server.pid));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy on port ${port}`);
}

/** The worker's browser, kept by this process until global-teardown closes it. */
async function startBrowser(port: number): Promise<BrowserServer> {
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  writeFileSync(browserEndpointFile(port), browser.wsEndpoint());
  return browser;
}

export default async function globalSetup(): Promise<void> {
  const workers = Array.from({ length: E2E_WORKERS }, (_, i) => i + 1);
  await Promise.all(workers.map((worker) => startServer(workerPort(worker))));
  (globalThis as { e2eBrowsers?: BrowserServer[] }).e2eBrowsers = await Promise.all(
    workers.map((worker) => startBrowser(workerPort(worker))),
  );
}
