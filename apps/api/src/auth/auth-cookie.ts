// The cookie isbs_auth_token (docs/api.md, Authentication): the session's lifetime (28 days by default), path /, HttpOnly, SameSite=Lax, Secure over HTTPS.
// It holds the session token; scripts cannot read it, and the browser sends it with every API call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, requestOrigin } from '../http/request-info';

export const AUTH_COOKIE = 'isbs_auth_token';

function attributes(req: FastifyRequest, maxAgeSec: number): string {
  // Behind a proxy, trustProxy makes req.protocol follow X-Forwarded-Proto.
  const secure = requestOrigin(req).protocol === 'https' ? '; Secure' : '';
  return `Max-Age=${maxAgeSec}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function setAuthCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSec: number,
): void {
  reply.header('set-cookie', `${AUTH_COOKIE}=${token}; ${attributes(req, maxAgeSec)}`);
}

export function clearAuthCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${AUTH_COOKIE}=; ${attributes(req, 0)}`);
}

/** The Bearer header's token (docs/api.md, Authentication), else the cookie's. */
export function readAuthToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  return bearer || cookieValue(req.headers.cookie, AUTH_COOKIE);
}

/** The cookie's session token alone (a renewal sends the same cookie again with a new lifetime). */
export function readCookieToken(req: FastifyRequest): string | undefined {
  return cookieValue(req.headers.cookie, AUTH_COOKIE);
}
