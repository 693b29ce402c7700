// CSRF prevention for the cookie-credentialed API. A cross-site form can only send "simple" requests,
// so state-changing API calls must be JSON (which needs a CORS preflight we never grant), and when the
// browser says where a request comes from, that origin must be this host.
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendRefusedRequest } from './app-error-reply';
import { apiLocale } from './request-info';

// The customer endpoint, the staff endpoint (docs/api.md, Staff API) and the REST routes.
const GUARDED = /^\/(graphql|admin\/graphql|api\/)/;

export function registerCsrfGuard(app: FastifyInstance, i18n: Record<LocaleCode, I18n>): void {
  // 403 for another site's request, 415 for one that is not JSON: request.invalid like every refusal.
  const refuse = (reply: FastifyReply, status: number) =>
    sendRefusedRequest(reply, i18n[apiLocale(reply.request)], status);

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
      if (host !== req.headers.host) return refuse(reply, 403);
    } else if (origin === 'null') {
      return refuse(reply, 403);
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/graphql-response+json')
      return refuse(reply, 415);
  });
}
