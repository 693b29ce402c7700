import { localeFromCookie, pickLocale, type LocaleCode } from '@sabai/i18n';
import type { FastifyRequest } from 'fastify';
import type { CallClient, CallOrigin } from '../core/call';

/** API calls are translated by Accept-Language (docs/api.md, Conventions); the apps set it from the chosen locale. */
export function apiLocale(req: FastifyRequest): LocaleCode {
  return pickLocale(req.headers['accept-language']);
}

/** A page load follows the visitor's choice in the locale cookie, then the browser's languages. */
export function pageLocale(req: FastifyRequest): LocaleCode {
  return localeFromCookie(req.headers.cookie) ?? pickLocale(req.headers['accept-language']);
}

export function requestOrigin(req: FastifyRequest): CallOrigin {
  const port = /:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  return { protocol: req.protocol === 'https' ? 'https' : 'http', portSuffix: port ? `:${port}` : '' };
}

const MAX_USER_AGENT = 300;

/** The sender's address and browser, bounded for storage. */
export function requestClient(req: FastifyRequest): CallClient {
  const userAgent = req.headers['user-agent'];
  return {
    ip: req.ip ? req.ip.slice(0, 64) : null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

/** 'http://host:port' of the request, for links back to this server under the brand's host. */
export function requestBase(req: FastifyRequest): string {
  const { protocol, portSuffix } = requestOrigin(req);
  const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  return `${protocol}://${host}${portSuffix}`;
}

/** A cookie's value from the request's Cookie header (`=` may appear in the value); undefined when absent or empty. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
