import { localeFromCookie, pickLocale, type LocaleCode } from '@sabai/i18n';
import type { FastifyRequest } from 'fastify';

/** API calls are translated by Accept-Language (SPEC §7); the apps set it from the chosen locale. */
export function apiLocale(req: FastifyRequest): LocaleCode {
  return pickLocale(req.headers['accept-language']);
}

/** A page load follows the visitor's choice in the locale cookie, then the browser's languages. */
export function pageLocale(req: FastifyRequest): LocaleCode {
  return localeFromCookie(req.headers.cookie) ?? pickLocale(req.headers['accept-language']);
}

/** The public origin of the request, e.g. 'http://localhost:3000'. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
