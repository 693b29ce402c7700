// The browser's half of a wellness login: the state, HttpOnly, on the wellness routes only. The callback
// completes only where the login began, so nobody can log a victim into the attacker's account (login CSRF).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../../http/request-info';
import { FLOW_TTL_SEC } from './wellness-flow.repository';

const COOKIE = 'sabai_wellness';
const PATH = '/api/auth/wellness';

function attributes(req: FastifyRequest, maxAgeSec: number): string {
  const secure = requestOrigin(req).protocol === 'https' ? '; Secure' : '';
  // Lax: the provider sends the customer back by a top-level GET, which carries it.
  return `Max-Age=${maxAgeSec}; Path=${PATH}; HttpOnly; SameSite=Lax${secure}`;
}

export const setFlowCookie = (req: FastifyRequest, reply: FastifyReply, state: string) =>
  reply.header('set-cookie', `${COOKIE}=${state}; ${attributes(req, FLOW_TTL_SEC)}`);

export const clearFlowCookie = (req: FastifyRequest, reply: FastifyReply) =>
  reply.header('set-cookie', `${COOKIE}=; ${attributes(req, 0)}`);

export function readFlowCookie(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === COOKIE && value) return value;
  }
  return undefined;
}
