// An app's page is the same for every request with the same brand, language, origin and route: it is made
// and compressed once (brotli at its best and gzip, off the event loop), then each request gets the copy its
// browser accepts. The page holds the app's messages in its language (30-50 KB): sent plain, the page with the
// whole catalog was the largest download before the first paint on a phone (docs/architecture.md, Serving the
// apps).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface AppPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  csp: string;
}

/** Pages kept per brand record; made-up Host headers (each a new origin) empty it instead of growing it. */
const mostPagesPerBrand = 200;

/** The CSP source that allows one inline element's exact text, instead of a nonce that changes per request. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

async function compress(plain: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Compressed copies by page content, so that a brand list reloaded unchanged costs no new compression. */
const mostCompressedPages = 500;

export class AppPageCache {
  // A brand edit loads new brand records (BrandRegistry), so its old pages go with the old record. The registry
  // also reloads them every few seconds, mostly unchanged: the compressed copies are kept by content.
  private readonly pages = new WeakMap<object, Map<string, Promise<AppPage>>>();
  private readonly byContent = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();

  get(brand: object, key: string, make: () => Promise<{ html: string; csp: string }>): Promise<AppPage> {
    let byKey = this.pages.get(brand);
    if (!byKey || byKey.size >= mostPagesPerBrand) {
      byKey = new Map();
      this.pages.set(brand, byKey);
    }
    let page = byKey.get(key);
    if (!page) {
      page = make().then(({ html, csp }) => this.compressed(html, csp));
      // A failed make is not kept: the next request tries again.
      page.catch(() => byKey.delete(key));
      byKey.set(key, page);
    }
    return page;
  }

  private async compressed(html: string, csp: string): Promise<AppPage> {
    const plain = Buffer.from(html);
    const digest = createHash('sha256').update(plain).digest('base64');
    let copies = this.byContent.get(digest);
    if (!copies) {
      if (this.byContent.size >= mostCompressedPages) this.byContent.clear();
      copies = compress(plain);
      copies.catch(() => this.byContent.delete(digest));
      this.byContent.set(digest, copies);
    }
    return { html: plain, ...(await copies), csp };
  }
}

/** The best encoding the request accepts of brotli, gzip and none ("br;q=0" refuses brotli). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function sendAppPage(req: FastifyRequest, reply: FastifyReply, page: AppPage): FastifyReply {
  const encoding = pageEncoding(req.headers['accept-encoding']);
  reply
    .code(200)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('Content-Security-Policy', page.csp)
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}
