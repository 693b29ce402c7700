// Security headers, computed once. @fastify/helmet rebuilt them on every request and cost two thirds of
// the server's throughput (measured: 19k -> 7k req/s on a bare route, 3.7k with nonces). Only the app
// pages allow an inline <style> (the brand's colours) and the web's one inline <script> (the first paint's
// cookie banner), each by its hash; they replace the CSP header themselves.
import type { FastifyInstance, FastifyReply } from 'fastify';

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "connect-src 'self'",
];

export interface PageInlines {
  /** A CSP source (a hash) for the page's one inline style. */
  style?: string | undefined;
  /** A CSP source (a hash) for the page's one inline script. */
  script?: string | undefined;
  /** The page may compile WebAssembly ('wasm-unsafe-eval' lets it, and nothing else of eval). */
  wasm?: boolean | undefined;
}

/** The policy for the API's answers (no inlines), or for an app page with its own inlines. */
export function contentSecurityPolicy(inlines: PageInlines = {}): string {
  const scriptSrc = ["script-src 'self'", inlines.script, inlines.wasm && "'wasm-unsafe-eval'"];
  const styleSrc = ["style-src 'self'", inlines.style];
  const directives = CSP_DIRECTIVES.map((d) => (d === "script-src 'self'" ? join(scriptSrc) : d));
  return [...directives, join(styleSrc)].join(';');
}

function join(sources: (string | false | undefined)[]): string {
  return sources.filter(Boolean).join(' ');
}

/** What a document (or a worker, which the apps have none of) reads: a script, a sheet or a font ignores them. */
const DOCUMENT_HEADERS: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
};

const HEADERS: Record<string, string> = {
  ...DOCUMENT_HEADERS,
  // These guard every answer, files too.
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  // Served over plain HTTP in development; the TLS proxy in front adds Strict-Transport-Security.
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(HEADERS);
  });
}

/**
 * Takes the document's headers off an answer that is a static file (a module, a style sheet, a font): 0.5 KB of
 * each such answer (docs/decisions.md, "Static files carry only the headers that they use").
 */
export function dropDocumentHeaders(reply: FastifyReply): void {
  for (const name of Object.keys(DOCUMENT_HEADERS)) reply.removeHeader(name);
}
