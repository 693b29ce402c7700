// Starts this process's part of the job queue with every feature's jobs, and stops it when the server closes:
// running jobs finish (or go back to their queue) before the database closes (docs/operations.md, Shutdown).
import type { FastifyInstance } from 'fastify';
import type { ApiFeature, FeatureDeps } from '../core/feature';
import type { DatabaseHandle } from '../db/database';
import { JobQueue } from './job-queue';

export async function startJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  features: readonly ApiFeature[],
  deps: FeatureDeps,
): Promise<JobQueue> {
  const jobs = features.flatMap((feature) => feature.jobs?.(deps, app.log) ?? []);
  const queue = await JobQueue.start({
    db: deps.db,
    jobs,
    pollSec: deps.config.delivery.pollSec,
    tickMs: deps.config.sweepIntervalMs,
    listen: (channel, onNotify) => database.listen(channel, () => onNotify()),
    // The queue and the error's kind only: a provider's text may quote an address or a phone number.
    onError: (error, queue) =>
      app.log.warn({ queue, error: error instanceof Error ? error.name : 'unknown' }, 'job failed'),
  });
  app.addHook('onClose', () => queue.stop());
  return queue;
}
