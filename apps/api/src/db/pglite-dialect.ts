// A Kysely dialect over an in-process PGlite. PGlite has a single connection, so the driver hands it
// out under a lock: a transaction owns it until commit or rollback, and no other query can slip in.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import { mayChangeSchema, PreparedStatements } from './pglite-statements';

class PGliteConnection implements DatabaseConnection {
  private readonly statements: PreparedStatements;

  constructor(private readonly client: PGlite) {
    this.statements = new PreparedStatements(client);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (betweenConnections.has(query)) return { rows: [] };
    if (isScript(query) || mayChangeSchema(query.sql)) return this.executeUnprepared<R>(query);
    const result = await this.statements.run<R>(query.sql, query.parameters);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  /** A script, or a statement that may change the schema, after which no prepared statement is trusted. */
  private async executeUnprepared<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let answer: { rows: unknown[]; affectedRows?: number };
    if (isScript(query)) {
      // A script's statements go through PGlite's simple protocol; its last statement answers.
      answer = (await this.client.exec(query.sql)).at(-1) ?? { rows: [] };
    } else {
      answer = await this.client.query(query.sql, query.parameters as unknown[]);
    }
    if (mayChangeSchema(query.sql)) await this.statements.forgetAll();
    return { rows: answer.rows as R[], numAffectedRows: BigInt(answer.affectedRows ?? 0) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

/**
 * How long a run of queries may hold the event loop. PGlite answers in the process itself and its promises are
 * already settled, so queries awaited one after another never let the event loop reach the network: the job
 * queue's start (some 80 queries) kept a listening server from answering anything for 0.6 s, and a long job
 * would hold back requests that never touch the database (docs/decisions.md, "The embedded database lets
 * requests in").
 */
const MAX_HOLD_MS = 10;
let turnMarkedAt = 0;
let turnMarkPending = false;

/**
 * Whether the event loop has not turned for MAX_HOLD_MS while queries were asked for (a mark set at the first).
 * A run that starts in a network callback may hold it twice as long: its first wait ends in the same turn, before
 * the network is read again.
 */
function holdsTheEventLoop(): boolean {
  const now = performance.now();
  if (!turnMarkPending) {
    turnMarkPending = true;
    turnMarkedAt = now;
    setImmediate(() => (turnMarkPending = false));
    return false;
  }
  return now - turnMarkedAt > MAX_HOLD_MS;
}

const scripts = new WeakSet<CompiledQuery>();

/**
 * Several statements without parameters run as one query (PostgreSQL's simple protocol): pg does so for any
 * query without parameters, PGlite only for a query made here, as its prepared queries take one statement.
 */
export function scriptQuery(text: string): CompiledQuery {
  const query = CompiledQuery.raw(text);
  scripts.add(query);
  return query;
}

function isScript(query: CompiledQuery): boolean {
  return scripts.has(query);
}

const betweenConnections = new WeakSet<CompiledQuery>();

/**
 * A lock that only orders one connection's transactions against another's (an advisory lock): on PGlite's
 * single connection a transaction already runs alone, so the query is answered without being run, saving a
 * round trip into the engine while the transaction holds it (docs/decisions.md, "Our own PGlite dialect").
 */
export function lockBetweenConnections(query: CompiledQuery): CompiledQuery {
  betweenConnections.add(query);
  return query;
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Before taking the connection, never while holding it: a transaction is not made longer for others.
    if (holdsTheEventLoop()) await new Promise((resolve) => setImmediate(resolve));
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(scriptQuery(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(scriptQuery('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(scriptQuery('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
