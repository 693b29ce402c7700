// One dialect, two engines: PGlite embedded by default, PostgreSQL when DATABASE_URL is set.
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { PGliteDialect } from './pglite-dialect';
import { preparingPool } from './pg-statements';
import { compiledEmbeddedEngine } from './pglite-engine';
import type { Database } from './schema';

const PGLITE_SHARED_BUFFERS = '32MB';
const WAL_SEGMENT_MB = 1;

// Dates stay 'YYYY-MM-DD' strings: parsing them into a Date would shift them by the process time zone.
const DATE_OID = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** The embedded engine itself, when that is what runs (for dumps). */
  pglite?: PGlite;
  /** The PostgreSQL schema in use when not the default. */
  schema?: string;
  /** The PostgreSQL connection pool's counts now, for /metrics; none for the embedded engine. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction commits, to every
   * server process on the database), and once more whenever a lost connection is back, as notifies may have
   * been missed meanwhile. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** PostgreSQL schema to work in (tests get a fresh one each); the default is `public`. */
  schema?: string;
  /** A PGlite data dump (tar) to start from, used by tests to skip initdb. */
  loadDataDir?: Blob | File;
  /**
   * A PGlite opened to be dumped (the seed snapshots): a checkpoint keeps no spare WAL segments for later, so
   * the dump holds only the one in use. Never for serving: it checkpoints every 2 MB of WAL.
   */
  forDump?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      types: {
        getTypeParser: (oid, format) =>
          oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format),
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      engine: 'postgres',
      ...(options.schema ? { schema: options.schema } : {}),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, onNotify) => {
        const stop = await listenOnPostgres(options.databaseUrl as string, channel, onNotify);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await db.destroy();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const engine = await compiledEmbeddedEngine();
  const client = await PGlite.create(dir, {
    ...pgliteOptions(options),
    ...(engine ? { pgliteWasmModule: engine } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    pglite: client,
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A dropped connection is
 * opened again after a second, and `onNotify('')` tells the caller that it may have missed notifies.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().then(() => onNotify(''), reconnect), 1_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/** The embedded engine's settings (relaxedDurability stays off, the default: every commit is flushed first). */
function pgliteOptions(options: DatabaseOptions): PGliteOptions {
  return {
    parsers: { [DATE_OID]: (v: string) => v },
    // initdb's 128 MB of shared buffers are zeroed at every start (a third of PGlite's), for a database that
    // holds a few MB and whose files are in memory or the OS's cache anyway (docs/decisions.md, "Start from a
    // seeded dump").
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(options.forDump
        ? ['-c', `min_wal_size=${2 * WAL_SEGMENT_MB}MB`, '-c', `max_wal_size=${2 * WAL_SEGMENT_MB}MB`]
        : []),
    ],
    // A new database's WAL comes in segments of 1 MB, not 16: a dump carries its segment in use whole, and a
    // start copies and writes every byte of the dump (docs/decisions.md, "Start from a seeded dump").
    initDbStartParams: [`--wal-segsize=${WAL_SEGMENT_MB}`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
}
