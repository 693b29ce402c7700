// The recurring steps that keep the data truthful, as scheduled jobs (docs/architecture.md, Background jobs).
// Settling holds asks the gateway about unpaid orders first, so nothing paid is released, then marks lapsed
// holds expired (they stopped counting already); points expiry writes the `expired` rows of lapsed points;
// the wellness clean-up deletes logins never finished; on the embedded database, a nightly VACUUM ANALYZE stands
// in for the autovacuum it lacks. Each step is a plain function of its own file, so tests run the same code.
import type { ApiFeature } from '../core/feature';
import { expireLapsedHolds } from './expire-holds.job';
import { expireLapsedPoints } from './expire-points.job';
import { removeStaleWellnessFlows } from './expire-wellness-flows.job';
import { reconcilePendingOrders } from './reconcile-payments.job';
import { vacuumEmbedded } from './vacuum-embedded.job';

export const housekeepingFeature: ApiFeature = {
  name: 'housekeeping',
  jobs: (deps) => {
    const gateway = deps.gatewayFor(deps.config.publicBaseUrl ?? 'http://localhost');
    return [
      {
        name: 'settle-holds',
        cron: '* * * * *',
        run: async () => {
          await reconcilePendingOrders(deps.db, gateway, deps.clock);
          await expireLapsedHolds(deps.db);
        },
      },
      {
        name: 'expire-points',
        cron: '*/5 * * * *',
        run: () => expireLapsedPoints(deps.db, deps.clock).then(() => {}),
      },
      {
        name: 'remove-stale-wellness',
        cron: '*/5 * * * *',
        run: () => removeStaleWellnessFlows(deps.db).then(() => {}),
      },
      // 03:30 in Bangkok (20:30 UTC): the one connection is busy while it runs (1.6 s on the demo data,
      // development VM).
      ...(deps.engine === 'pglite'
        ? [{ name: 'vacuum-embedded', cron: '30 20 * * *', tick: false, run: () => vacuumEmbedded(deps.db) }]
        : []),
    ];
  },
};
