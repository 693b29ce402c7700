// Kiosk devices at /admin/graphql (libs/graphql/staff-schema/devices.graphql; the endpoint has checked the
// declared permission, staff/staff-operations.ts, the services check the branch's reach), and the kiosk's own
// operation at /graphql.
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { MutationResolvers as CustomerMutationResolvers } from '../graphql/generated/resolvers';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import { kioskCheckIn } from './kiosk-check-in.service';
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

// The kiosk's own operation at /graphql (libs/graphql/schema/kiosk.graphql).
export const kioskMutations: Partial<CustomerMutationResolvers> = {
  kioskCheckIn: async (_parent, { qr }, context) => {
    const done = await kioskCheckIn(context, qr);
    return {
      booking_no: done.bookingNo,
      time: formatTimeOfDay(done.timeMin),
      guest_count: done.guestCount,
    };
  },
};
