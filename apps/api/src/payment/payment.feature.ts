import typeDefs from '@sabai/graphql/schema/payment.graphql';
import type { ApiFeature } from '../core/feature';
import { startSweeper } from '../jobs/sweeper';
import { registerNotifyRoute } from './notify.route';
import { paymentMutations, paymentQueries } from './payment.resolver';

/** Payment orders, the gateway's notify and the customer's return; the reconciler and hold expiry. */
export const paymentFeature: ApiFeature = {
  typeDefs,
  name: 'payment',
  queries: paymentQueries,
  mutations: paymentMutations,
  routes: (app, deps) =>
    registerNotifyRoute(app, { db: deps.db, secret: deps.config.kpaymentSecret, clock: deps.clock }),
  jobs: (app, deps) =>
    startSweeper(app, {
      db: deps.db,
      gateway: deps.gatewayFor(deps.config.publicBaseUrl ?? 'http://localhost'),
      clock: deps.clock,
      intervalMs: deps.config.sweepIntervalMs,
    }),
};
