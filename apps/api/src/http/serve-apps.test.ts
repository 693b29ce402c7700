// The apps' pages as the server fills them in (http/serve-apps.ts): brand, language, catalog, preloads, styles and
// the first paint; the files themselves are in serve-static-files.test.ts.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appMessageIds } from '@sabai/i18n';
import { sql } from 'kysely';
import { CATALOG_CHANNEL } from '../catalog/catalog-changes';
import { oneEngine } from '../../test/test-database';
import { serveFakeBuild } from '../../test/fake-app-build';

describe.each(oneEngine)('serving the apps on %s', (engine) => {
  const apps = serveFakeBuild(engine);
  const { get } = apps;
  const boot = (html: string) =>
    JSON.parse(/<script type="application\/json" id="sabai-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it.each([
    ['/', 'web-app'],
    ['/book/treatment', 'web-app'],
    ['/kiosk', 'kiosk-app'],
    ['/kiosk/ads', 'kiosk-app'],
    ['/admin', 'admin-app'],
    ['/admin/login', 'admin-app'],
    ['/admin/booking/42', 'admin-app'],
  ])('answers %s with the right app (history fallback)', async (url, marker) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(marker);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("writes the page language's catalog, so the first render needs no extra request", async () => {
    const thai = await get('/book', { cookie: 'i18n_locale=th' });
    const catalog =
      /<script type="application\/json" id="sabai-messages" data-locale="th">(.*?)<\/script>/.exec(
        thai.body,
      )?.[1];
    expect(Object.keys(JSON.parse(catalog ?? '{}')).length).toBeGreaterThan(100);
  });

  it("writes only the messages of the page's own app", async () => {
    const catalogOf = async (url: string) =>
      JSON.parse(
        /<script type="application\/json" id="sabai-messages" data-locale="en">(.*?)<\/script>/.exec(
          (await get(url)).body,
        )?.[1] ?? '{}',
      ) as Record<string, unknown>;
    const [web, admin] = [await catalogOf('/book'), await catalogOf('/admin/login')];
    expect(Object.keys(web).sort()).toEqual(appMessageIds('web').sort());
    const adminOnly = appMessageIds('admin').filter((id) => !appMessageIds('web').includes(id));
    expect(adminOnly.length).toBeGreaterThan(100);
    for (const id of adminOnly) {
      expect(web[id]).toBeUndefined();
      expect(admin[id]).toBeDefined();
    }
  });

  it('preloads the chunks of the route a request opens, and nothing on other pages', async () => {
    // The web pages name them in the script that fetches the app after the cookie banner's first paint; the
    // entry's own imports (vendor-9) are the build's, on every page.
    const preloads = (html: string) =>
      [
        ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1]),
        ...(JSON.parse(/<script>[^<]*?(\[[^\]]*\])\.forEach/.exec(html)?.[1] ?? '[]') as string[]),
      ].filter((href) => href !== '/assets/vendor-9.js');
    const book = await get('/book/treatment');
    expect(preloads(book.body)).toEqual(['/assets/book-1.js', '/assets/shared-2.js']);
    // The route's sheet is in the page itself (inline-styles.ts).
    expect(book.body).toContain('<link rel="stylesheet" crossorigin href="/assets/book-1.css" disabled>');
    // A page that goes on to another at once preloads both, each file once.
    const ext = (await get('/book/ext')).body;
    expect(preloads(ext).sort()).toEqual(['/assets/book-1.js', '/assets/ext-3.js', '/assets/shared-2.js']);
    expect(preloads((await get('/')).body)).toEqual([]);
    expect(preloads((await get('/kiosk')).body)).toEqual([]);
  });

  it("writes the page's style sheets into its one style, after the brand's colours, and names each by a disabled link", async () => {
    const page = await get('/book/treatment');
    const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
    // The entry's sheet, then the route's (its import's before its own), as the app would have loaded them.
    expect(style).toMatch(
      /^:root\{--color-primary:[^}]*\}\.web_shell\{margin:0\}\.field\{margin:1px\}\.book_menu\{display:grid\}$/,
    );
    expect(page.body.match(/<style>/g)).toHaveLength(1);
    // The browser fetches no sheet before it paints; the app's loader finds each named and loads none.
    expect(page.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled>)/);
    expect(page.body).not.toContain('as="style"');
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" disabled>',
    );
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it('paints the cookie banner from the page, in its language, and starts the app from its one script', async () => {
    const scriptOf = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const page = await get('/book', { cookie: 'i18n_locale=th' });
    expect(page.body).toMatch(
      /<div id="root"><\/div><section id="sabai-cookie-banner" data-locale="th" class="cookie-banner" aria-label="การตั้งค่าคุกกี้"><p>เราใช้คุกกี้[^<]*<a href="\/legal\/cookies">การตั้งค่าคุกกี้<\/a><\/p>/,
    );
    expect(page.body).toContain(
      '<button type="button" class="cookie-banner-primary" disabled>ยอมรับทั้งหมด</button>',
    );
    // The app's modules are fetched and started by the script, after the first paint: the page names none.
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('<link rel="modulepreload"');
    const script = scriptOf(page.body);
    expect(script).toContain('s.src="/assets/index-abc123.js"');
    // The route's modules, then the entry's own imports as Vite names them.
    expect(script).toContain('["/assets/book-1.js","/assets/shared-2.js","/assets/vendor-9.js"].forEach');
    expect(script).toContain(`c.version==="${boot(page.body).brand.legal_versions.cookies}"`);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);

    // Not on the cookie policy's page, nor in the other apps: their entry starts as the build wrote it.
    for (const url of ['/legal/cookies', '/kiosk', '/admin/login']) {
      const other = await get(url);
      expect(other.body).not.toContain('sabai-cookie-banner');
      expect(other.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      );
      expect(scriptOf(other.body)).toBe('');
      expect(other.headers['content-security-policy']).not.toContain('sha256-' + hash);
    }
  });

  it("writes the host's brand, its colours and the visitor's language into the page", async () => {
    const yuzen = await get('/');
    const baan = await get('/', { host: '127.0.0.1:3000', cookie: 'i18n_locale=th' });
    expect(boot(yuzen.body)).toMatchObject({
      locale: 'en',
      brand: { id: 'yuzen', url: { app: 'http://localhost:3000' } },
    });
    expect(boot(baan.body)).toMatchObject({ locale: 'th', brand: { id: 'baansabai' } });
    // The same page on another port (or scheme) names that origin, not the one asked for first.
    expect(boot((await get('/', { host: 'localhost:4000' })).body).brand.url.app).toBe(
      'http://localhost:4000',
    );
    expect(baan.body).toContain('<html lang="th">');
    const theme = /<style>(:root\{--color-primary:#1f7a6d[^<]*)<\/style>/.exec(baan.body)?.[1] ?? '';
    expect(theme).not.toBe('');
    const hash = createHash('sha256').update(theme).digest('base64');
    expect(baan.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(boot(baan.body).brand.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("lets only the pages with a QR reader compile WebAssembly: the admin's and the kiosk's", async () => {
    for (const page of ['/admin/scan', '/kiosk/check-in'])
      expect((await get(page)).headers['content-security-policy']).toContain(
        "script-src 'self' 'wasm-unsafe-eval'",
      );
    for (const page of ['/', '/book']) {
      expect((await get(page)).headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
    }
  });

  it("gives the kiosk its idle settings: the server's, under a brand's own", async () => {
    expect(boot((await get('/kiosk')).body).settings).toEqual({
      idle: { defaultSec: 120, paymentSec: 360, confirmSec: 30, showAdAfterSec: 60 },
      deviceCookie: false,
    });
    // Baan Sabai gives five minutes to pay (its seed).
    expect(boot((await get('/kiosk', { host: '127.0.0.1:3000' })).body).settings).toEqual({
      idle: { defaultSec: 120, paymentSec: 300, confirmSec: 30, showAdAfterSec: 60 },
      deviceCookie: false,
    });
  });

  it("tells the kiosk whether the browser has a device's cookie, so that a stranger's pairing screen need not ask", async () => {
    const withCookie = await get('/kiosk', { cookie: 'sabai_kiosk=anything' });
    expect(boot(withCookie.body).settings.deviceCookie).toBe(true);
    expect(boot((await get('/kiosk')).body).settings.deviceCookie).toBe(false);
  });

  it('sends each page compressed as the browser accepts, the same page whichever', async () => {
    const plain = await get('/book', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/book', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await get('/book', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("makes a brand's pages anew after its colours change in admin", async () => {
    const before = await get('/');
    expect(before.body).toContain('--color-primary:#2b3a67');
    // As an admin edit does: the change and its announcement in one transaction (catalog-changes.ts).
    const recolour = (colour: string) =>
      apps.server.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('brands').set({ color_primary: colour }).where('id', '=', 'yuzen').execute();
        await sql`select pg_notify(${CATALOG_CHANNEL}, 'yuzen')`.execute(trx);
      });
    await recolour('#112233');
    try {
      let after = await get('/');
      for (let tries = 0; !after.body.includes('#112233') && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await get('/');
      }
      expect(after.body).toContain('--color-primary:#112233');
      expect(after.headers['content-security-policy']).not.toBe(before.headers['content-security-policy']);
    } finally {
      await recolour('#2b3a67');
    }
  });
});
