// POST /api/kiosk/pair and GET /api/kiosk/device (docs/api.md, Kiosk devices). Pairing answers the device
// and sets the cookie sabai_kiosk; a wrong code counts against the address like a failed sign-in, so codes
// cannot be tried one after another. GET answers the device this browser is, or null, for the kiosk app to
// show its pairing screen.
import { kioskPairSchema } from '@sabai/validation';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../auth/rest-answer';
import { claimLoginAttempts, clearLoginAttempts } from '../auth/rate-limit';
import { AppError } from '../core/app-error';
import type { FeatureDeps } from '../core/feature';
import { requestClient } from '../http/request-info';
import { appendAudit } from '../staff/audit.repository';
import { readKioskCredential, setKioskCookie } from './kiosk-cookie';
import { deviceOfCredential, pairWithCode, type KioskDevice } from './kiosk-device.repository';

const toDevice = (device: KioskDevice) => ({
  id: device.deviceId,
  name: device.name,
  branch_id: device.branchId,
});

export function registerKioskDeviceRoutes(app: FastifyInstance, deps: Pick<FeatureDeps, 'db' | 'scopeOf'>) {
  const { db } = deps;

  app.post('/api/kiosk/pair', async (req, reply) => {
    const { code } = parseBody(kioskPairSchema, req.body);
    const scope = await deps.scopeOf(req);
    const ip = requestClient(req).ip ?? 'unknown';
    const key = `kiosk-pair:${ip}`;
    if (!(await claimLoginAttempts(db, [key])).has(key)) throw new AppError('login.tooManyAttempts');
    const paired = await db.transaction().execute(async (trx) => {
      const outcome = await pairWithCode(trx, scope.brand.id, code);
      if (outcome)
        await appendAudit(trx, {
          staffId: null,
          ip: requestClient(req).ip,
          action: 'kiosk_paired',
          subjectType: 'kiosk_device',
          subjectId: outcome.device.deviceId,
          brandId: outcome.device.brandId,
          branchId: outcome.device.branchId,
          after: { name: outcome.device.name },
        });
      return outcome;
    });
    if (!paired) throw new AppError('kiosk.pairingCodeInvalid');
    await clearLoginAttempts(db, [key]);
    setKioskCookie(req, reply, paired.credential);
    return { device: toDevice(paired.device) };
  });

  app.get('/api/kiosk/device', async (req, reply) => {
    const scope = await deps.scopeOf(req);
    const credential = readKioskCredential(req);
    const device = await deviceOfCredential(db, scope.brand.id, credential);
    // Asked on every start of the kiosk app: never from a cache, or a revoked device would live on.
    reply.header('Cache-Control', 'no-store');
    // A device in use keeps its cookie: each answer starts its 400 days again, so a kiosk never unpairs by age.
    if (device && credential) setKioskCookie(req, reply, credential);
    return { device: device ? toDevice(device) : null };
  });
}
