// This process's part of the job queue, with every feature's jobs; stopped when the server closes: running jobs
// finish (or go back to their queue) before the database closes (docs/operations.md, Shutdown).
//
// The server is built without starting the queue, and its caller starts it once the server listens: no request
// waits for a job (requests hand work to the jobs through tables, as the outbox does), so the server takes
// traffic while pg-boss starts its workers, which cost about 0.3 s of a start on the embedded database
// (docs/decisions.md, "A start that does only what is needed").
import type { FastifyInstance } from 'fastify';
import type { ApiFeature, FeatureDeps } from '../core/feature';
import type { DatabaseHandle } from '../db/database';
import { JobQueue } from './job-queue';

type Started = { queue: JobQueue } | { error: unknown } | { closed: true };

const starters = new WeakMap<FastifyInstance, () => Promise<Started>>();

/** Lets `startJobs(app)` start the queue with the features' jobs, and stops it when the server closes. */
export function prepareJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  features: readonly ApiFeature[],
  deps: FeatureDeps,
): void {
  let started: Promise<Started> | undefined;
  let closed = false;
  const start = () =>
    (started ??= closed
      ? Promise.resolve({ closed: true } as const)
      : JobQueue.start({
          db: deps.db,
          jobs: features.flatMap((feature) => feature.jobs?.(deps, app.log) ?? []),
          pollSec: deps.config.delivery.pollSec,
          tickMs: deps.config.sweepIntervalMs,
          listen: (channel, onNotify) => database.listen(channel, () => onNotify()),
          // The queue, the job, the request behind it and the error's kind only: a provider's text may quote an
          // address or a phone number.
          onError: (error, queue, job) =>
            app.log.warn(
              {
                queue,
                ...(job ? { jobId: job.id, reqId: job.requestId } : {}),
                error: error instanceof Error ? error.name : 'unknown',
              },
              'job failed',
            ),
        }).then(
          (queue) => ({ queue }),
          (error: unknown) => ({ error }),
        ));
  starters.set(app, start);
  app.addHook('onClose', async () => {
    closed = true;
    const outcome = await started;
    if (outcome && 'queue' in outcome) await outcome.queue.stop();
  });
}

/**
 * Starts the server's job queue (once; nothing for a server built without jobs or already closed) and resolves
 * when its workers run; throws why it could not start.
 */
export async function startJobs(app: FastifyInstance): Promise<void> {
  const outcome = await starters.get(app)?.();
  if (outcome && 'error' in outcome) throw outcome.error;
}
