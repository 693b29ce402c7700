// A made-up build of the three apps, for the tests of how the server serves them (http/serve-apps.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Engine } from './test-database';
import { startTestServer, type TestServer } from './test-server';

const INDEX = (app: string) =>
  `<!doctype html><html lang="en"><head><title>Sabai</title><!--sabai:head--><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-9.js"><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div>${app}</body></html>`;

export const BIG_ASSET = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Treatment ${i}`))};`;

/** A folder like `dist/apps` with the three apps' pages, a few assets and the web app's route map. */
export function fakeAppBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sabai-apps-'));
  for (const app of ['web', 'kiosk', 'admin']) {
    mkdirSync(path.join(dir, app, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, app, 'index.html'), INDEX(`${app}-app`));
    writeFileSync(path.join(dir, app, 'assets', 'index-abc123.js'), `console.log('${app}')`);
    writeFileSync(path.join(dir, app, 'assets', 'index-abc123.css'), `.${app}_shell{margin:0}`);
  }
  writeFileSync(path.join(dir, 'web', 'assets', 'book-1.css'), '.book_menu{display:grid}');
  writeFileSync(path.join(dir, 'web', 'assets', 'shared-2.css'), '.field{margin:1px}');
  // A large asset with the compressed copies the build writes beside it (tools/vite/precompress.ts).
  const big = path.join(dir, 'web', 'assets', 'big-1.js');
  writeFileSync(big, BIG_ASSET);
  writeFileSync(`${big}.br`, brotliCompressSync(BIG_ASSET));
  writeFileSync(`${big}.gz`, gzipSync(BIG_ASSET));
  // The web app's route map and Vite manifest: /book's chunk needs a shared chunk, not the entry again.
  mkdirSync(path.join(dir, 'web', '.vite'));
  writeFileSync(
    path.join(dir, 'web', 'route-chunks.json'),
    JSON.stringify({ '/book': 'src/book.tsx', '/book/ext': ['src/ext.tsx', 'src/book.tsx'] }),
  );
  writeFileSync(
    path.join(dir, 'web', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/book.tsx': {
        file: 'assets/book-1.js',
        imports: ['_shared.js', 'index.html'],
        css: ['assets/book-1.css'],
      },
      '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      'src/ext.tsx': { file: 'assets/ext-3.js', imports: ['_shared.js', 'index.html'] },
    }),
  );
  return dir;
}

export interface ServedFakeBuild {
  /** Valid from the suite's beforeAll on. */
  server: TestServer;
  appsDir: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A server on a fake build for the calling suite: made in its beforeAll, closed and removed in its afterAll. */
export function serveFakeBuild(engine: Engine): ServedFakeBuild {
  const served: ServedFakeBuild = {
    server: undefined as unknown as TestServer,
    appsDir: '',
    get: (url, headers = {}) =>
      served.server.app.inject({ url, headers: { host: 'localhost:3000', ...headers } }),
  };
  beforeAll(async () => {
    served.appsDir = fakeAppBuild();
    served.server = await startTestServer(engine, { appsDir: served.appsDir });
  });
  afterAll(async () => {
    await served.server.close();
    rmSync(served.appsDir, { recursive: true, force: true });
  });
  return served;
}
