// POST /api/admin/login and /api/admin/logout (docs/api.md, Staff API). JSON only, same origin (the CSRF
// guard); a sign-in answers { staff } and sets the cookie sabai_staff.
import { staffLoginSchema } from '@sabai/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody } from '../auth/rest-answer';
import { AppError } from '../core/app-error';
import type { FeatureDeps } from '../core/feature';
import { requestClient } from '../http/request-info';
import { clearStaffCookie, readStaffToken, setStaffCookie } from './staff-cookie';
import { staffLogin } from './staff-login.service';
import { toStaff } from './staff.mapper';
import { createStaffSession, revokeStaffSessionOfToken } from './staff-session.repository';

const clientIp = (req: FastifyRequest) => requestClient(req).ip ?? 'unknown';

export function registerStaffAuthRoutes(
  app: FastifyInstance,
  deps: Pick<FeatureDeps, 'db' | 'authSettings'>,
) {
  const { db, authSettings } = deps;

  app.post('/api/admin/login', async (req, reply) => {
    const body = parseBody(staffLoginSchema, req.body);
    const outcome = await staffLogin(db, authSettings, { ...body, ip: clientIp(req) });
    if (!outcome.ok) throw new AppError(outcome.code);
    const token = await createStaffSession(
      db,
      outcome.account.id,
      requestClient(req).ip,
      authSettings.staffIdleSec,
    );
    setStaffCookie(req, reply, token);
    return { staff: toStaff(outcome.account, outcome.grants) };
  });

  app.post('/api/admin/logout', async (req, reply) => {
    await revokeStaffSessionOfToken(db, readStaffToken(req));
    clearStaffCookie(req, reply);
    return reply.code(204).send();
  });
}
