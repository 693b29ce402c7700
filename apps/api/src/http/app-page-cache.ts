// An app's page is the same for every request with the same brand, language, origin and route: it is made
// and compressed once (brotli at its best and gzip, off the event loop), then each request gets the copy its
// browser accepts. The page holds the whole language catalog (about 70 KB): sent plain it was the largest
// download before the first paint on a phone (docs/architecture.md, Serving the apps).
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

async function compressed(html: string, csp: string): Promise<AppPage> {
  const plain = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: 9 }),
  ]);
  return { html: plain, br, gzip: gz, csp };
}

export class AppPageCache {
  // A brand edit loads new brand records (BrandRegistry), so its old pages go with the old record.
  private readonly pages = new WeakMap<object, Map<string, Promise<AppPage>>>();

  get(brand: object, key: string, make: () => Promise<{ html: string; csp: string }>): Promise<AppPage> {
    let byKey = this.pages.get(brand);
    if (!byKey || byKey.size >= mostPagesPerBrand) {
      byKey = new Map();
      this.pages.set(brand, byKey);
    }
    let page = byKey.get(key);
    if (!page) {
      page = make().then(({ html, csp }) => compressed(html, csp));
      // A failed make is not kept: the next request tries again.
      page.catch(() => byKey.delete(key));
      byKey.set(key, page);
    }
    return page;
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
