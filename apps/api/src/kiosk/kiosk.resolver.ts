// Kiosk devices at /admin/graphql (libs/graphql/staff-schema/devices.graphql). The endpoint has checked the
// declared permission (staff/staff-operations.ts); the services check the branch's reach.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import { toKioskDevice } from './kiosk-devices.mapper';
import { createKioskPairingCode, kioskDevices, revokeKioskDevice } from './kiosk-devices.service';

export const deviceQueries: Partial<QueryResolvers> = {
  kioskDevices: async (_parent, { branch_id }, context) =>
    (await kioskDevices(context, branch_id)).map(toKioskDevice),
};

export const deviceMutations: Partial<MutationResolvers> = {
  createKioskPairingCode: async (_parent, args, context) => {
    const made = await createKioskPairingCode(context, args);
    return { device: toKioskDevice(made.device), code: made.code, expires_at: made.expiresAt.toISOString() };
  },
  revokeKioskDevice: async (_parent, { id }, context) => toKioskDevice(await revokeKioskDevice(context, id)),
};
