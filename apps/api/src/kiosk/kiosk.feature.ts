import typeDefs from '@sabai/graphql/staff-schema/devices.graphql';
import type { ApiFeature } from '../core/feature';
import { registerKioskDeviceRoutes } from './kiosk-device.routes';
import { deviceMutations, deviceQueries } from './kiosk.resolver';

/** Kiosk devices (docs/access.md, Kiosk devices): pairing with a one-time code, the device's cookie, admin's list. */
export const kioskFeature: ApiFeature = {
  name: 'kiosk',
  staff: { typeDefs, queries: deviceQueries, mutations: deviceMutations },
  routes: (app, deps) => registerKioskDeviceRoutes(app, deps),
};
