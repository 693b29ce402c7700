import typeDefs from '@sabai/graphql/schema/payment.graphql';
import type { ApiFeature } from '../core/feature';
import { registerNotifyRoute } from './notify.route';
import { paymentMutations, paymentQueries } from './payment.resolver';
import { refundMovesJob } from './refund-move.job';

/**
 * Payment orders, the gateway's notify, the customer's return, and the refunds of cheaper moves (the reconciler is
 * a housekeeping job).
 */
export const paymentFeature: ApiFeature = {
  typeDefs,
  name: 'payment',
  queries: paymentQueries,
  mutations: paymentMutations,
  routes: (app, deps) =>
    registerNotifyRoute(app, { db: deps.db, secret: deps.config.kpaymentSecret, clock: deps.clock }),
  jobs: (deps) => [refundMovesJob(deps.db, deps.gatewayFor(deps.config.publicBaseUrl ?? 'http://localhost'))],
};
