// A start makes the queues and schedules that are missing and asks nothing of those that exist; recurring work is
// looked for seldom and woken by ticks.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { JobQueue, type JobDefinition } from './job-queue';

/** The server's database, noting each statement sent to it with its values. */
function noting(db: Kysely<Database>, sent: string[]): Kysely<Database> {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'executeQuery') return Reflect.get(target, key, receiver);
      return (query: { sql: string; parameters: readonly unknown[] }) => {
        sent.push(`${query.sql} ${JSON.stringify(query.parameters)}`);
        return target.executeQuery(query as Parameters<typeof target.executeQuery>[0]);
      };
    },
  });
}

const jobs: JobDefinition[] = [
  { name: 'test-retried', retry: { limit: 2, delaySec: 1 }, run: async () => undefined },
  { name: 'test-plain', run: async () => undefined },
];

/** A job queue on `db` with nothing to listen to and errors ignored. */
const startQueue = (db: Kysely<Database>, queueJobs: JobDefinition[], tickMs = 0) =>
  JobQueue.start({
    db,
    jobs: queueJobs,
    pollSec: 0.5,
    tickMs,
    listen: async () => async () => undefined,
    onError: () => undefined,
  });

describe.each(oneEngine)('job queues at start on %s', (engine) => {
  it('looks for recurring work seldom, and runs it at once on a tick', async () => {
    const database = await openTestDatabase(engine);
    const sent: string[] = [];
    let runs = 0;
    const recurring: JobDefinition = {
      name: 'test-recurring',
      cron: '0 3 * * *',
      run: async () => void runs++,
    };
    const queue = await startQueue(noting(database.db, sent), [
      recurring,
      { name: 'test-plain', run: async () => undefined },
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const fetches = (name: string) =>
        sent.filter((text) => text.includes('WITH next as') && text.includes(`"${name}"`)).length;
      expect(fetches('test-plain')).toBeGreaterThanOrEqual(3);
      expect(fetches('test-recurring')).toBeLessThanOrEqual(1);
    } finally {
      await queue.stop();
    }
    const ticked = await startQueue(database.db, [recurring], 300);
    try {
      const deadline = Date.now() + 3_000;
      while (runs === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBeGreaterThan(0);
    } finally {
      await ticked.stop();
      await database.close();
    }
  });

  it('runs a job woken by NOTIFY once at start, for what was written before anyone listened', async () => {
    const database = await openTestDatabase(engine);
    let runs = 0;
    let handedOn = 0;
    const sent: string[] = [];
    // Like the outbox's relay: it hands work to a queue declared after its own, on a database that has neither.
    const queue = await startQueue(noting(database.db, sent), [
      {
        name: 'test-woken',
        cron: '0 3 * * *',
        wakeOn: 'test_channel',
        run: async (_data, context) => {
          runs++;
          await database.db.transaction().execute((trx) => context.sendIn(trx, 'test-later', {}));
          context.wake('test-later');
        },
      },
      { name: 'test-later', run: async () => void handedOn++ },
    ]);
    try {
      const deadline = Date.now() + 5_000;
      while (handedOn === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect({ runs, handedOn }).toEqual({ runs: 1, handedOn: 1 });
      // It was added only once the queue it hands work to existed.
      const made = sent.findIndex((text) => text.includes('create_queue') && text.includes('"test-later"'));
      const added = sent.findIndex(
        (text) => text.includes('INSERT INTO pgboss.job') && text.includes('"test-woken"'),
      );
      expect(made).toBeGreaterThan(-1);
      expect(added).toBeGreaterThan(made);
      // A job for a queue that does not exist is refused, never dropped in silence.
      await expect(
        database.db.transaction().execute((trx) => queue.sendIn(trx, 'test-missing', {})),
      ).rejects.toThrow('no job was added to the queue test-missing');
    } finally {
      await queue.stop();
      await database.close();
    }
  });

  it('leaves a job kept out of the tick to its schedule', async () => {
    const database = await openTestDatabase(engine);
    let nightly = 0;
    let minutely = 0;
    const queue = await startQueue(
      database.db,
      [
        { name: 'test-nightly', cron: '30 3 * * *', tick: false, run: async () => void nightly++ },
        { name: 'test-minutely', cron: '* * * * *', run: async () => void minutely++ },
      ],
      300,
    );
    try {
      const deadline = Date.now() + 3_000;
      while (minutely < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(minutely).toBeGreaterThanOrEqual(2);
      expect(nightly).toBe(0);
    } finally {
      await queue.stop();
      await database.close();
    }
  });

  it('makes missing queues once', async () => {
    const database = await openTestDatabase(engine);
    const start = async () => {
      const sent: string[] = [];
      const queue = await startQueue(noting(database.db, sent), jobs);
      await queue.stop();
      // pg-boss also makes a queue of its own at each start.
      return sent.filter((text) => text.startsWith('SELECT pgboss.create_queue(') && text.includes('"test-'))
        .length;
    };
    try {
      expect(await start()).toBe(3);
      expect(await start()).toBe(0);
      const names = await database.db
        .withSchema('pgboss')
        .selectFrom('queue' as never)
        .select('name' as never)
        .execute();
      expect((names as { name: string }[]).map((row) => row.name).sort()).toEqual(
        expect.arrayContaining(['test-plain', 'test-retried', 'test-retried-dead']),
      );
    } finally {
      await database.close();
    }
  });

  it('writes a schedule only when it is missing or changed', async () => {
    const database = await openTestDatabase(engine);
    const start = async (cron: string) => {
      const sent: string[] = [];
      const queue = await startQueue(noting(database.db, sent), [
        { name: 'test-nightly', cron, run: async () => undefined },
      ]);
      await queue.stop();
      return sent.filter((text) => text.includes('INSERT INTO pgboss.schedule')).length;
    };
    try {
      expect(await start('0 3 * * *')).toBe(1);
      expect(await start('0 3 * * *')).toBe(0);
      expect(await start('30 3 * * *')).toBe(1);
      const rows = await database.db
        .withSchema('pgboss')
        .selectFrom('schedule' as never)
        .select(['cron' as never, 'timezone' as never])
        .where('name' as never, '=', 'test-nightly' as never)
        .execute();
      expect(rows).toEqual([{ cron: '30 3 * * *', timezone: 'UTC' }]);
    } finally {
      await database.close();
    }
  });
});
