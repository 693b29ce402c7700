// The cookie sabai_kiosk (docs/access.md, Kiosk devices): the paired device's credential. HttpOnly, so no
// script on the shared screen can read it; SameSite=Strict; Secure over https; it lasts as long as browsers
// keep a cookie (400 days), and revoking the device in admin ends it sooner.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, requestOrigin } from '../http/request-info';

export const KIOSK_COOKIE = 'sabai_kiosk';
const MAX_AGE_SEC = 400 * 24 * 3600;

export function setKioskCookie(req: FastifyRequest, reply: FastifyReply, credential: string): void {
  const secure = requestOrigin(req).protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${KIOSK_COOKIE}=${credential}; Max-Age=${MAX_AGE_SEC}; Path=/; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function readKioskCredential(req: FastifyRequest): string | undefined {
  return cookieValue(req.headers.cookie, KIOSK_COOKIE);
}
