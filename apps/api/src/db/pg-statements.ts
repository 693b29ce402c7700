// Named prepared statements on PostgreSQL (docs/decisions.md, "Queries on PostgreSQL are prepared once per
// connection"). node-postgres sends a parameterised query as an unnamed statement, which the server parses,
// analyses and plans at every call: for prebook's insert-and-count that was 0.5 of its 1.3 ms. A named one is
// parsed once per connection, and PostgreSQL keeps a generic plan where it serves as well as a custom one.
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Distinct SQL texts a connection prepares; later ones run unnamed. node-postgres never closes a named
 * statement, and a query builder's IN lists make texts without end, so the number is bounded rather than
 * evicted. A pool's idle connections are closed after a while, and a new connection starts afresh.
 */
const MAX_PER_CONNECTION = 200;

/**
 * Whether a statement may be kept prepared while other server processes run migrations (a rolling upgrade).
 * PostgreSQL replans a prepared statement when a table it reads changes, but refuses to run one whose result
 * columns would change: `select *` and `returning *` do when a column is added, so they stay unnamed. Only data
 * statements qualify; DDL runs unnamed whatever it says.
 */
export function preparable(text: string): boolean {
  return (
    /^\s*(select|insert|update|delete|with)\b/i.test(text) && !text.replace(/count\(\*\)/gi, '').includes('*')
  );
}

// One wrapper per connection, kept with it: the statements it prepared live as long as the connection.
const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();

/**
 * Whether a failed named statement may no longer serve on its connection, which then runs its text unnamed: a
 * result or parameter type that a migration elsewhere changed (0A000, class 42), a statement the server no longer
 * has (26000), or a value node-postgres could not send (no SQLSTATE: it then closes the statement on the server
 * but still counts it as prepared).
 */
function spoilsStatement(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || code === '0A000' || code === '26000' || code.startsWith('42');
}

/** The pool Kysely's PostgreSQL dialect is given: its clients run preparable queries as named statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = preparingClient(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const names = new Map<string, string>();
  const stale = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < MAX_PER_CONNECTION && preparable(text)) {
      name = `sabai_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  function query<R>(text: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(textOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]): unknown {
    if (typeof textOrCursor !== 'string') return client.query(textOrCursor as unknown as pg.Submittable);
    const values = (parameters ?? []) as unknown[];
    // A query without parameters goes by the simple protocol (begin, commit, DDL) and is never named.
    const name = values.length > 0 && !stale.has(textOrCursor) ? nameOf(textOrCursor) : undefined;
    if (!name) return client.query({ text: textOrCursor, values });
    return client.query({ name, text: textOrCursor, values }).catch((error: unknown) => {
      // This call fails; from the next one on, the text runs unnamed on this connection.
      if (spoilsStatement(error)) stale.add(textOrCursor);
      throw error;
    });
  }
  return { query, release: () => client.release() };
}
