// The background steps of one server process, on a timer: first ask the gateway about unpaid orders, so
// nothing paid is released, then mark lapsed holds expired (they stopped counting already; this keeps the
// booking states truthful), then write the `expired` rows of lapsed points (balances leave them out already;
// this keeps the ledger's sum, history and reports truthful), then delete wellness logins lapsed past their
// grace (never finished, they would stay forever). Each step is a plain function of its own file, so tests
// and any scheduler run the same code.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import type { PaymentGateway } from '../payment/gateway';
import { expireLapsedHolds } from './expire-holds.job';
import { expireLapsedPoints } from './expire-points.job';
import { removeStaleWellnessFlows } from './expire-wellness-flows.job';
import { reconcilePendingOrders } from './reconcile-payments.job';

export interface SweeperDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  clock: Clock;
  intervalMs: number;
}

export function startSweeper(app: FastifyInstance, deps: SweeperDeps): void {
  const sweep = () =>
    reconcilePendingOrders(deps.db, deps.gateway, deps.clock)
      .then(() => expireLapsedHolds(deps.db))
      .then(() => expireLapsedPoints(deps.db, deps.clock))
      .then(() => removeStaleWellnessFlows(deps.db))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeper failed'));
  const timer = setInterval(sweep, deps.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
