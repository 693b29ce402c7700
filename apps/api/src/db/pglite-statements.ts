// Named prepared statements on PGlite (docs/decisions.md, "Queries on PGlite are prepared once"). PGlite's
// `query` parses and plans every call as a new unnamed statement, in six trips into the engine; planning was
// most of a short query's cost (prebook's count of taken places: 0.6-0.9 ms, prepared 0.07 ms). Here a SQL
// text is parsed once under a name of its own, and each call is one trip: bind, execute and sync together.
// PostgreSQL decides per statement whether a generic plan serves, and replans by itself when a table it reads
// changes; only a statement's result columns cannot change under it, so after a schema change every statement
// is forgotten.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Distinct SQL texts kept prepared; the least recently used goes first (a query builder's IN lists vary). */
const MAX_STATEMENTS = 500;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's columns (none for a statement without rows), sent once at its preparation. */
  rowDescription: BackendMessage | undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Statements that may change a table's columns or a function's result (DDL, also inside a script or a DO
 * block); transaction control and data statements never do.
 */
export function mayChangeSchema(text: string): boolean {
  return /(^|;)\s*(create|alter|drop|truncate|comment|do)\b/i.test(text);
}

/** Statement names are unique in the process: several instances may share one PGlite. */
let made = 0;

export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();

  constructor(private readonly client: PGlite) {}

  /** Runs `text` with `params`, preparing it at its first use; the same results as PGlite's `query`. */
  run<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    return this.client.runExclusive(async () => {
      const statement = this.recall(text) ?? (await this.prepare(text));
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = this.client.serializers[statement.paramTypes[i] ?? 0];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await this.client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      // As PGlite's own query does: the files are synced after a statement outside a transaction.
      const ready = messages.at(-1) as { name: string; status?: string } | undefined;
      if (ready?.name === 'readyForQuery' && ready.status === 'I') await this.client.syncToFs();
      const withColumns = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(withColumns, this.client.parsers)[0] as Results<R>;
    });
  }

  /** Forgets every statement, after the schema may have changed, and closes them in the engine. */
  async forgetAll(): Promise<void> {
    if (this.statements.size === 0) return;
    const closes = [...this.statements.values()].map(({ name }) => serialize.close({ type: 'S', name }));
    this.statements.clear();
    await this.client.runExclusive(() =>
      this.client.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false }),
    );
  }

  /** A prepared statement of `text`, moved to the most recently used end. */
  private recall(text: string): Prepared | undefined {
    const statement = this.statements.get(text);
    if (statement) {
      this.statements.delete(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `sabai_${++made}`;
    const messages: Uint8Array[] = [];
    if (this.statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = this.statements.entries().next().value as [string, Prepared];
      this.statements.delete(oldestText);
      messages.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const answer = await this.client.execProtocolStream(concat(messages), { syncToFs: false });
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(text, prepared);
    return prepared;
  }
}
