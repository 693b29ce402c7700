// Serves the built apps. Hashed assets are cached for a year; each app's index.html is never cached and
// gets the request's brand (JSON data block and theme variables) and language filled in, so the first
// paint is already in the brand's colours without waiting for an API call. The filled-in page is made and
// compressed once per brand, language, origin and route (app-page-cache.ts).
import fastifyStatic from '@fastify/static';
import { themeCss } from '@sabai/brand';
import { appMessageIds, catalogMessages, type AppWithMessages, type LocaleCode } from '@sabai/i18n';
import type { I18n } from '@lingui/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandRecord } from '../brand/brand.repository';
import type { CallOrigin } from '../core/call';
import type { BrandRegistry } from '../brand/brand-registry';
import { toBrand } from '../catalog/catalog.mapper';
import { i18nFor } from '../i18n/server-i18n';
import { AppPageCache, hashSource, sendAppPage } from './app-page-cache';
import { escapeHtml } from '../core/escape-html';
import { withFirstPaint, type FirstPaint } from './first-paint';
import { inlineStyles } from './inline-styles';
import { pageLocale, requestOrigin } from './request-info';
import { routePreloads } from './route-preloads';
import { contentSecurityPolicy, dropDocumentHeaders } from './security-headers';

export interface AppMount {
  /** URL prefix, '/', '/kiosk/' or '/admin/'. */
  prefix: string;
  /** Folder with the app's vite build. */
  dir: string;
  /** Whose messages the page carries (appMessageIds). */
  messages: AppWithMessages;
  /**
   * Extra settings for the app on the request's brand and request, e.g. the kiosk's idle durations. Pages are
   * kept per distinct settings: a setting from the request must have few values (a yes or no, not an id).
   */
  settings?: (brand: BrandRecord, req: FastifyRequest) => Record<string, unknown>;
  /** The path whose chunks the page preloads, when the app will show another than the one asked for. */
  shownPath?: (pathname: string, settings: Record<string, unknown>) => string;
  /** The app compiles WebAssembly (the admin's QR reader): its pages allow 'wasm-unsafe-eval'. */
  wasm?: boolean;
  /**
   * What the page paints before the app has run (first-paint.ts), on the pages `on` picks. Pages are kept per
   * `on`'s answer, so `write` must depend on the brand and language only.
   */
  firstPaint?: {
    on: (pathname: string) => boolean;
    write: (i18n: I18n, brand: BrandRecord) => FirstPaint;
  };
}

const API_PREFIXES = [
  '/graphql',
  '/admin/graphql',
  '/api/',
  '/healthz',
  '/health',
  '/ready',
  '/metrics',
  '/sandbox/',
  '/brand-assets/',
];

// A static file that reads none of a page's headers (security-headers.ts), as the build names it, or its
// compressed copy (`.br`, `.gz`).
const SUBRESOURCE = /\.(js|css|woff2?|wasm)(\.br|\.gz)?$/;
const COMPRESSED_COPY = /\.(br|gz)$/;

function escapeJson(value: unknown): string {
  // Inside <script type="application/json">, only "</" could end the block early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const catalogs = new Map<string, Promise<string>>();

/**
 * The messages the app can show in the page's language, as JSON, so the app renders without fetching its
 * catalog first. Only the app's own (appMessageIds): the whole catalog holds the admin's too, 2.4 times the
 * web's. Switching languages loads the whole catalog of the other language.
 */
function pageCatalog(locale: LocaleCode, app: AppWithMessages): Promise<string> {
  let json = catalogs.get(`${app} ${locale}`);
  if (!json) {
    json = catalogMessages(locale).then((messages) =>
      escapeJson(Object.fromEntries(appMessageIds(app).map((id) => [id, messages[id]]))),
    );
    catalogs.set(`${app} ${locale}`, json);
  }
  return json;
}

interface Template extends AppMount {
  html: string;
  /** A style sheet's text by its URL (inline-styles.ts), read once. */
  sheet: (href: string) => string | undefined;
}

/** Reads the app's built style sheets by URL, each once; undefined for a URL outside the app's build. */
function sheetReader(mount: AppMount): (href: string) => string | undefined {
  const sheets = new Map<string, string | undefined>();
  return (href) => {
    if (!sheets.has(href)) {
      const file = path.join(mount.dir, href.slice(mount.prefix.length));
      const inside = href.startsWith(mount.prefix) && href.endsWith('.css') && !href.includes('..');
      sheets.set(href, inside && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return sheets.get(href);
  };
}

/** An app's index.html filled in for a brand, language and origin, with the route's preloads. */
async function fillPage(
  mount: Template,
  page: {
    brand: BrandRecord;
    locale: LocaleCode;
    origin: CallOrigin;
    preloads: string;
    firstPaint: boolean;
    settings: Record<string, unknown>;
  },
): Promise<{ html: string; csp: string }> {
  const { brand, locale, settings } = page;
  const boot = { brand: toBrand(brand, locale, page.origin), locale, settings };
  const theme = `:root{${themeCss({ primary: brand.colorPrimary, secondary: brand.colorSecondary })}}`;
  const messages = await pageCatalog(locale, mount.messages);
  const paint = page.firstPaint ? mount.firstPaint?.write(i18nFor(locale), brand) : undefined;
  const filled = mount.html
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(
      '<!--sabai:head-->',
      '<!--sabai:style-->' +
        `<script type="application/json" id="sabai-boot">${escapeJson(boot)}</script>` +
        `<script type="application/json" id="sabai-messages" data-locale="${locale}">${messages}</script>` +
        `<link rel="icon" href="${brand.logoUrl}">` +
        page.preloads,
    )
    .replace('<title>Sabai</title>', `<title>${escapeHtml(boot.brand.name)}</title>`);
  const painted = paint ? withFirstPaint(filled, paint) : undefined;
  // The sheets go into the theme's <style>: one inline style, one hash in the policy.
  const unstyled = painted?.html ?? filled;
  const { html, css } = unstyled.includes('<!--sabai:style-->')
    ? inlineStyles(unstyled, (href) => mount.sheet(href))
    : { html: unstyled, css: '' };
  const style = `${theme}${css}`;
  const csp = contentSecurityPolicy({
    style: hashSource(style),
    script: painted?.scriptSource,
    wasm: mount.wasm,
  });
  return { html: html.replace('<!--sabai:style-->', () => `<style>${style}</style>`), csp };
}

/**
 * The apps' files, all in their assets folders (a page itself is written by the not-found handler; the budgets
 * check in `npm test` fails on a build file elsewhere): a route per app that sends a file its build wrote, by its
 * exact name, and never a compressed copy by its own; any other name goes to the not-found handler. A route per
 * file, each with its HEAD, cost some 70 ms of every start; @fastify/static's one route for a folder checks each
 * request's spelling on the disk, which halved the files sent per second (docs/decisions.md, "One route per
 * app's assets").
 */
function registerAssets(app: FastifyInstance, mounts: readonly AppMount[]): void {
  const [first] = mounts;
  if (!first) return;
  // reply.sendFile, with the build's compressed copies (tools/vite/precompress.ts) sent as they are.
  app.register(fastifyStatic, {
    serve: false,
    root: path.resolve(first.dir),
    preCompressed: true,
    // The build names every asset by its content's hash: a file never changes.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (SUBRESOURCE.test(filePath)) {
        dropDocumentHeaders(reply);
        // No one looks up the request of a file that never changes.
        reply.removeHeader('x-request-id');
      }
    },
  });
  for (const mount of mounts) {
    const dir = path.resolve(mount.dir, 'assets');
    const files = new Set(
      existsSync(dir) ? readdirSync(dir).filter((name) => !COMPRESSED_COPY.test(name)) : [],
    );
    // A name is at most 100 characters (Fastify's maxParamLength; 414 above it): the build's are under 50.
    app.get<{ Params: { file: string } }>(
      `${mount.prefix}assets/:file`,
      {
        // As @fastify/static's own routes: a browser that hangs up during a file is no server error.
        errorHandler: (error, req, reply) => {
          if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') req.raw.destroy();
          else return app.errorHandler(error, req, reply);
        },
      },
      (req, reply) =>
        files.has(req.params.file) ? reply.sendFile(req.params.file, dir) : reply.callNotFound(),
    );
  }
}

export function registerApps(app: FastifyInstance, brands: BrandRegistry, mounts: AppMount[]): void {
  const ready = mounts.filter((m) => existsSync(path.join(m.dir, 'index.html')));
  registerAssets(app, ready);
  const templates = ready.map((m) => ({
    ...m,
    html: readFileSync(path.join(m.dir, 'index.html'), 'utf8'),
    preloads: routePreloads(m.dir, m.prefix),
    sheet: sheetReader(m),
  }));
  // Longest prefix first, so /kiosk/... and /admin/... are not served the web app.
  templates.sort((a, b) => b.prefix.length - a.prefix.length);
  const pages = new AppPageCache();

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !API_PREFIXES.some((p) => pathname.startsWith(p)) &&
      !path.extname(pathname);
    const mount = wantsPage ? templates.find((t) => `${pathname}/`.startsWith(t.prefix)) : undefined;
    if (!mount) return reply.code(404).send({ error: 'Not Found', statusCode: 404 });
    const brand = await brands.forHost(req.headers.host);
    const locale = pageLocale(req);
    const origin = requestOrigin(req);
    const settings = mount.settings?.(brand, req) ?? {};
    const firstPaint = mount.firstPaint?.on(pathname) ?? false;
    const preloads = mount.preloads(mount.shownPath?.(pathname, settings) ?? pathname);
    // The origin's scheme and port are in the page (the brand's app URL); its host name picks the brand.
    const key = [mount.prefix, locale, origin.protocol, origin.portSuffix, preloads, firstPaint];
    const page = await pages.get(brand, [...key, JSON.stringify(settings)].join(' '), () =>
      fillPage(mount, { brand, locale, origin, preloads, firstPaint, settings }),
    );
    return sendAppPage(req, reply, page);
  });
}
