// Kiosk devices at /admin/graphql (docs/access.md, Kiosk devices): a brand admin (or the owner) makes a
// device of a branch with its one-time code, lists the branch's devices and revokes one. Each write is one
// transaction with its audit row; a device out of the caller's reach is device.notFound.
import { can } from '@sabai/access';
import { kioskPairingCodeInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { createPairingCode, revokeDevice } from './kiosk-device.repository';
import { isUuid } from '../core/ids';

export interface DeviceRow {
  id: string;
  name: string;
  branch_id: string;
  paired_at: Date | null;
  last_seen_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const columns = ['id', 'name', 'branch_id', 'paired_at', 'last_seen_at', 'revoked_at', 'created_at'] as const;

async function staffIdOf(scope: Scope): Promise<string> {
  const principal = await scope.principal();
  if (principal.kind !== 'staff') throw new AppError('login.unauthenticated');
  return principal.staffId;
}

async function branchInReach(scope: Scope, branchId: string) {
  const branch = await scope.catalog.branch(scope.brand.id, branchId);
  if (!branch) throw new AppError('branch.notFound', { branch: branchId });
  guard(await scope.principal(), 'manage', 'device', { brandId: scope.brand.id, branchId: branch.id });
  return branch;
}

export async function kioskDevices(scope: Scope, branchId: string): Promise<DeviceRow[]> {
  const branch = await branchInReach(scope, String(branchId));
  return scope.db
    .selectFrom('kiosk_devices')
    .select(columns)
    .where('brand_id', '=', scope.brand.id)
    .where('branch_id', '=', branch.id)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function createKioskPairingCode(
  scope: Scope,
  rawInput: unknown,
): Promise<{ device: DeviceRow; code: string; expiresAt: Date }> {
  const parsed = parseInput(kioskPairingCodeInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const staffId = await staffIdOf(scope);
  const branch = await branchInReach(scope, parsed.value.branch_id);
  return scope.db.transaction().execute(async (trx) => {
    const made = await createPairingCode(trx, {
      brandId: scope.brand.id,
      branchId: branch.id,
      name: parsed.value.name,
      createdBy: staffId,
    });
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'kiosk_code',
      subjectType: 'kiosk_device',
      subjectId: made.deviceId,
      brandId: scope.brand.id,
      branchId: branch.id,
      after: { name: parsed.value.name, expires_at: made.expiresAt },
    });
    const device = await trx
      .selectFrom('kiosk_devices')
      .select(columns)
      .where('id', '=', made.deviceId)
      .executeTakeFirstOrThrow();
    return { device, code: made.code, expiresAt: made.expiresAt };
  });
}

export async function revokeKioskDevice(scope: Scope, id: string): Promise<DeviceRow> {
  const staffId = await staffIdOf(scope);
  // An id that is no UUID names no device (and would be a type error in SQL).
  const found = isUuid(String(id))
    ? await scope.db
        .selectFrom('kiosk_devices')
        .select(columns)
        .where('id', '=', String(id))
        .where('brand_id', '=', scope.brand.id)
        .executeTakeFirst()
    : undefined;
  const principal = await scope.principal();
  if (!found || !can(principal, 'manage', 'device', { brandId: scope.brand.id, branchId: found.branch_id }))
    throw new AppError('device.notFound');
  return scope.db.transaction().execute(async (trx) => {
    if (await revokeDevice(trx, found.id))
      await appendAudit(trx, {
        staffId,
        ip: scope.client.ip,
        action: 'kiosk_revoke',
        subjectType: 'kiosk_device',
        subjectId: found.id,
        brandId: scope.brand.id,
        branchId: found.branch_id,
        before: { revoked_at: null },
        after: { revoked: true },
      });
    return trx
      .selectFrom('kiosk_devices')
      .select(columns)
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
  });
}
