// The built apps' files as the server sends them (http/serve-apps.ts): the build's compressed copies, a year's
// cache for hashed files, none of a page's headers, and a 404 for what is no file.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { oneEngine } from '../../test/test-database';
import { BIG_ASSET, serveFakeBuild } from '../../test/fake-app-build';

describe.each(oneEngine)("serving the apps' files on %s", (engine) => {
  const apps = serveFakeBuild(engine);
  const { get } = apps;

  it('sends the compressed copies the build made, brotli first, and the file itself to others', async () => {
    const br = await get('/assets/big-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(readFileSync(path.join(apps.appsDir, 'web', 'assets', 'big-1.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gz = await get('/assets/big-1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await get('/assets/big-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("routes each app's assets folder once, and never sends a compressed copy by its own name", async () => {
    expect(apps.server.app.hasRoute({ method: 'GET', url: '/assets/:file' })).toBe(true);
    expect(apps.server.app.hasRoute({ method: 'GET', url: '/kiosk/assets/:file' })).toBe(true);
    expect(apps.server.app.hasRoute({ method: 'GET', url: '/assets/big-1.js' })).toBe(false);
    for (const url of ['/assets/big-1.js.br', '/assets/big-1.js.gz'])
      expect([url, (await get(url, { 'accept-encoding': 'br' })).statusCode]).toEqual([url, 404]);
    const head = await apps.server.app.inject({ method: 'HEAD', url: '/assets/big-1.js' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/kiosk/assets/index-abc123.js')).body).toContain("'kiosk'");
    expect((await get('/admin/assets/index-abc123.js')).body).toContain("'admin'");
  });

  it('sends a module or a style sheet without the headers that only a page reads, and a page with them', async () => {
    const documentOnly = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'x-request-id',
    ];
    const files = [
      ['/assets/index-abc123.js', {}],
      ['/assets/book-1.css', {}],
      ['/kiosk/assets/index-abc123.css', {}],
      // The build's compressed copy, as a browser gets it.
      ['/assets/big-1.js', { 'accept-encoding': 'br' }],
    ] as const;
    for (const [url, headers] of files) {
      const file = await get(url, headers);
      expect(file.statusCode).toBe(200);
      for (const name of documentOnly)
        expect([url, name, file.headers[name]]).toEqual([url, name, undefined]);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const page = await get('/book');
    for (const name of documentOnly) expect(page.headers[name]).toBeDefined();
  });

  it.each([
    '/assets/missing.js',
    '/assets/../index.html',
    '/assets/%2e%2e/index.html',
    '/assets/sub/big-1.js',
    '/route-chunks.json',
    '/api/unknown',
    '/healthz/x',
    '/favicon.ico',
    '/admin/assets/missing.js',
  ])('answers 404 for %s, not a page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('web-app');
    expect(response.body).not.toContain('admin-app');
  });
});
