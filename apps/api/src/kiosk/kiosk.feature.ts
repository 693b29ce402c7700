import typeDefs from '@sabai/graphql/schema/kiosk.graphql';
import staffTypeDefs from '@sabai/graphql/staff-schema/devices.graphql';
import type { ApiFeature } from '../core/feature';
import { registerKioskDeviceRoutes } from './kiosk-device.routes';
import { deviceMutations, deviceQueries, kioskMutations } from './kiosk.resolver';

/**
 * Kiosk devices (docs/access.md, Kiosk devices): pairing with a one-time code, the device's cookie, admin's
 * list; and what only a paired device may do, self check-in.
 */
export const kioskFeature: ApiFeature = {
  name: 'kiosk',
  typeDefs,
  mutations: kioskMutations,
  staff: { typeDefs: staffTypeDefs, queries: deviceQueries, mutations: deviceMutations },
  routes: (app, deps) => registerKioskDeviceRoutes(app, deps),
};
