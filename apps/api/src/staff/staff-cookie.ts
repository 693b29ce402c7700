// The cookie sabai_staff (docs/api.md, Staff API): HttpOnly, SameSite=Strict, Path=/, Secure over https. It
// lasts as long as the browser; the server ends the session after 30 idle minutes. Only the staff endpoint
// and the staff routes read it; the customer endpoint never does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, requestOrigin } from '../http/request-info';

export const STAFF_COOKIE = 'sabai_staff';

function attributes(req: FastifyRequest): string {
  // Behind a proxy, trustProxy makes req.protocol follow X-Forwarded-Proto.
  const secure = requestOrigin(req).protocol === 'https' ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Strict${secure}`;
}

export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${STAFF_COOKIE}=${token}; ${attributes(req)}`);
}

export function clearStaffCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${STAFF_COOKIE}=; Max-Age=0; ${attributes(req)}`);
}

export function readStaffToken(req: FastifyRequest): string | undefined {
  return cookieValue(req.headers.cookie, STAFF_COOKIE);
}
