// The job queue (docs/architecture.md, Background jobs): pg-boss on the server's own database, PostgreSQL or the
// embedded PGlite alike, through the server's Kysely connection. Features declare their jobs; this module makes
// their queues, schedules the recurring ones and runs the workers. Any number of processes share the queues:
// pg-boss fetches with SKIP LOCKED, so each job runs in one process at a time, and a recurring job's queue
// keeps at most one job waiting and one running.
import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JOB_SCHEMA } from '../db/migrations/0043-message-delivery';
import { BossGate, bossDb } from './boss-db';

export interface JobAttempt {
  /** Retries made before this attempt (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

/** What a running job may do besides its work: add jobs in its own transaction. */
export interface JobContext {
  attempt: JobAttempt;
  sendIn(trx: Kysely<Database>, name: string, data: object): Promise<void>;
  /** Lets this process's worker of a queue look for jobs now. */
  wake(name: string): void;
}

export interface JobDefinition {
  /** The queue's name. */
  name: string;
  /**
   * Recurring work: a cron expression (minutes at the finest, in UTC: see SCHEDULE_TIME_ZONE). Such a job never piles up: while
   * one waits, another is not added. Processes also add one on each sweep tick when the tick is under a minute.
   */
  cron?: string;
  /** False keeps a recurring job out of the tick (a nightly job that must not run every few seconds). */
  tick?: boolean;
  /** Retries with exponential backoff, then the dead-letter queue `<name>-dead`; none for recurring work. */
  retry?: { limit: number; delaySec: number };
  /** Jobs taken at once by a worker; each succeeds or fails on its own. */
  batchSize?: number;
  /** A NOTIFY channel that adds a (recurring) job at once and wakes this process's worker for it. */
  wakeOn?: string;
  run(data: unknown, context: JobContext): Promise<void>;
}

export interface JobQueueOptions {
  db: Kysely<Database>;
  jobs: readonly JobDefinition[];
  /** How often each worker looks for new jobs; pg-boss's floor is half a second. */
  pollSec: number;
  /** Recurring jobs are also added this often when it is under a minute (tests, demos); 0 never. */
  tickMs: number;
  /** LISTEN on a channel (DatabaseHandle.listen); answers the function that stops listening. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** `job`: the job that failed, when one did; its `requestId` is the request that led to it, if any. */
  onError(error: unknown, queue: string, job?: { id: string; requestId: string | undefined }): void;
}

export const deadLetterOf = (name: string) => `${name}-dead`;

/** A job's data may name the request that led to it (`requestId`, as the request's log lines have it). */
function requestIdOf(data: unknown): string | undefined {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Schedules are written in UTC. pg-boss checks every schedule every 30 s on the event loop, with cron-parser,
 * which took 7 ms per schedule named in Asia/Bangkok (21 ms for a daily one) against 2-3 ms in UTC: a 60-70 ms
 * stall of every request each time, against about 25 (docs/decisions.md, "Schedules in UTC"). Thailand keeps
 * UTC+7 all year, so a time of day there is a fixed UTC hour.
 */
const SCHEDULE_TIME_ZONE = 'UTC';
const scheduleKey = (name: string, cron: string, timeZone: string) => `${name} ${cron} ${timeZone}`;
/** pg-boss's schedule rows have their time zone, which its types leave out. */
const rowTimeZone = (row: PgBoss.Schedule) => {
  const zone = (row as { timezone?: unknown }).timezone;
  return typeof zone === 'string' ? zone : 'UTC';
};

/**
 * How often a recurring job's worker looks for work at the least. Its jobs come once a minute at the most, and a
 * NOTIFY or this process's tick wakes it at once; each look is a query, which on the embedded database took the
 * one connection from requests (docs/decisions.md, "Recurring jobs look for work every 15 seconds").
 */
const RECURRING_POLL_SEC = 15;

export class JobQueue {
  private readonly boss: PgBoss;
  private ticker: NodeJS.Timeout | undefined;
  private readonly workers = new Map<string, string>();
  private readonly unlisten: (() => Promise<void>)[] = [];

  private constructor(
    private readonly options: JobQueueOptions,
    boss: PgBoss,
    private readonly gate: BossGate,
  ) {
    this.boss = boss;
  }

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const gate = new BossGate();
    const boss = new PgBoss({
      db: bossDb(options.db, gate),
      schema: JOB_SCHEMA,
      // The tables come with the migrations (0043), so starting never waits for them.
      migrate: false,
      // Jobs whose retries are spent stay visible a week; completed ones are kept a day.
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      archiveCompletedAfterSeconds: 24 * 3600,
    });
    boss.on('error', (error) => options.onError(error, 'pg-boss'));
    await boss.start();
    const queue = new JobQueue(options, boss, gate);
    await queue.prepare();
    return queue;
  }

  /** Adds a job inside the caller's transaction, so that it exists if and only if the transaction commits. */
  async sendIn(trx: Kysely<Database>, name: string, data: object): Promise<void> {
    // pg-boss adds nothing, and says so only by answering null, when the queue does not exist (or, on a stately
    // queue, when a job already waits, which no caller of this sends to): the caller's transaction must not commit
    // as if the job were there.
    const id = await this.boss.send(name, data, { db: bossDb(trx) });
    if (id === null) throw new Error(`no job was added to the queue ${name}`);
  }

  /** Lets this process's worker of `name` look for jobs now instead of at its next poll. */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Stops taking jobs, lets the running ones finish (or returns them to their queue) and stops. */
  async stop(): Promise<void> {
    clearInterval(this.ticker);
    await Promise.all(this.unlisten.map((stop) => stop()));
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
    await this.gate.close(5_000);
  }

  private async prepare(): Promise<void> {
    // Queues are made once: asking pg-boss to make one that exists still costs a call of its SQL function, and a
    // start made a dozen of them (docs/decisions.md, "A start that does only what is needed").
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    // So are schedules: each call parses its cron expression and writes the row again.
    const scheduled = new Set(
      (await this.boss.getSchedules()).map((row) => scheduleKey(row.name, row.cron, rowTimeZone(row))),
    );
    const createQueue = async (name: string, options?: PgBoss.Queue) => {
      if (!existing.has(name)) await this.boss.createQueue(name, options);
    };
    for (const job of this.options.jobs) {
      if (job.retry) await createQueue(deadLetterOf(job.name));
      await createQueue(job.name, {
        name: job.name,
        ...(job.cron
          ? { policy: 'stately', retryLimit: 0 }
          : { policy: 'standard', retryLimit: job.retry?.limit ?? 0 }),
        ...(job.retry
          ? { retryDelay: job.retry.delaySec, retryBackoff: true, deadLetter: deadLetterOf(job.name) }
          : {}),
      });
      if (job.cron && !scheduled.has(scheduleKey(job.name, job.cron, SCHEDULE_TIME_ZONE)))
        await this.boss.schedule(job.name, job.cron, {}, { tz: SCHEDULE_TIME_ZONE });
    }
    // Workers and listeners only once every queue exists: a job may add jobs to another queue (the outbox's relay
    // to the deliveries), and a job added to a queue not yet made is dropped.
    for (const job of this.options.jobs) {
      const worker = await this.boss.work(
        job.name,
        {
          batchSize: job.batchSize ?? 1,
          includeMetadata: true,
          pollingIntervalSeconds: job.cron
            ? Math.max(this.options.pollSec, RECURRING_POLL_SEC)
            : this.options.pollSec,
        },
        (batch) => this.runBatch(job, batch),
      );
      this.workers.set(job.name, worker);
      if (job.wakeOn) this.unlisten.push(await this.options.listen(job.wakeOn, () => this.addNow(job.name)));
    }
    // A NOTIFY sent before this process listened (a message written during a restart) was heard by no one: such
    // jobs run once now rather than at their schedule, a minute or two later.
    for (const job of this.options.jobs) if (job.wakeOn) this.addNow(job.name);
    const recurring = this.options.jobs.filter((job) => job.cron && job.tick !== false);
    if (this.options.tickMs > 0 && this.options.tickMs < 60_000 && recurring.length > 0) {
      this.ticker = setInterval(() => {
        for (const job of recurring) this.addNow(job.name);
      }, this.options.tickMs);
      this.ticker.unref();
    }
  }

  private addNow(name: string): void {
    this.boss.send(name, {}).then(
      () => this.wake(name),
      (error: unknown) => this.options.onError(error, name),
    );
  }

  // Each job of a batch succeeds or fails alone: a failed one is handed back to pg-boss (retry, then dead
  // letter) and the batch goes on; pg-boss then completes only the jobs still active.
  private async runBatch(job: JobDefinition, batch: PgBoss.JobWithMetadata<unknown>[]): Promise<void> {
    await Promise.all(
      batch.map((item) =>
        this.gate.run(async () => {
          try {
            const attempt = { retryCount: item.retryCount, retryLimit: item.retryLimit };
            await job.run(item.data, {
              attempt,
              sendIn: (trx, name, data) => this.sendIn(trx, name, data),
              wake: (name) => this.wake(name),
            });
          } catch (error) {
            this.options.onError(error, job.name, { id: item.id, requestId: requestIdOf(item.data) });
            const message = error instanceof Error ? error.message : String(error);
            // Not failing it here leaves it to expire and be retried: never a reason to stop the batch.
            await this.boss.fail(job.name, item.id, { message }).catch(() => undefined);
          }
        }),
      ),
    );
  }
}
