// CSRF prevention for the cookie-credentialed API. A cross-site form can only send "simple" requests,
// so state-changing API calls must be JSON (which needs a CORS preflight we never grant), and when the
// browser says where a request comes from, that origin must be this host.
import type { FastifyInstance } from 'fastify';

const GUARDED = /^\/(graphql|api\/)/;

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const path = req.url.split('?')[0] ?? '';
    if (!GUARDED.test(path)) return;
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let host = '';
      try {
        host = new URL(origin).host;
      } catch {
        host = '';
      }
      if (host !== req.headers.host) {
        return reply
          .code(403)
          .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
      }
    } else if (origin === 'null') {
      return reply
        .code(403)
        .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/graphql-response+json') {
      return reply
        .code(415)
        .send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send application/json' });
    }
  });
}
