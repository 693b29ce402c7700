import typeDefs from '@sabai/graphql/schema/payment.graphql';
import type { ApiFeature } from '../core/feature';
import { registerNotifyRoute } from './notify.route';
import { paymentMutations, paymentQueries } from './payment.resolver';

/** Payment orders, the gateway's notify and the customer's return (the reconciler is a housekeeping job). */
export const paymentFeature: ApiFeature = {
  typeDefs,
  name: 'payment',
  queries: paymentQueries,
  mutations: paymentMutations,
  routes: (app, deps) =>
    registerNotifyRoute(app, { db: deps.db, secret: deps.config.kpaymentSecret, clock: deps.clock }),
};
