// pg-boss speaks to the database through the server's Kysely instance (or a transaction of it): one pool on
// PostgreSQL, and on PGlite the single connection's lock, so a job's statement never slips into a request's
// transaction. pg-boss sends its multi-statement scripts without parameters.
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { scriptQuery } from '../db/pglite-dialect';
import type { Database } from '../db/schema';

/**
 * Counts what pg-boss has in flight, so that stopping can wait for it: a worker's fetch begun before the stop
 * still hands its jobs over and completes them, and none of that may reach a database that has closed.
 */
export class BossGate {
  private active = 0;
  private closed = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the job queue has stopped');
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
    }
  }

  /** Waits until nothing has been in flight for a while, then refuses anything new. */
  async close(timeoutMs: number): Promise<void> {
    let quiet = 0;
    for (let waited = 0; quiet < 3 && waited < timeoutMs; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = this.active === 0 ? quiet + 1 : 0;
    }
    this.closed = true;
  }
}

export function bossDb(db: Kysely<Database>, gate?: BossGate): PgBoss.Db {
  const execute = async (text: string, values?: unknown[]) => {
    const query = values && values.length > 0 ? CompiledQuery.raw(text, values) : scriptQuery(text);
    const result = await db.executeQuery(query);
    return { rows: (result.rows as unknown[] | undefined) ?? [] };
  };
  return {
    executeSql: (text: string, values?: unknown[]) =>
      gate ? gate.run(() => execute(text, values)) : execute(text, values),
  };
}
