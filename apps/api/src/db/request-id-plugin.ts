// Every outbox row written while serving a request records the request's id (docs/architecture.md, Operations): the
// relay hands it to the delivery job, whose log lines carry it, so a message that could not be sent leads back to
// the request that wrote it. A plugin on the request's database handle, rather than an argument through every
// service that writes a message: a new kind of message cannot forget it.
import {
  ColumnNode,
  InsertQueryNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type Kysely,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';

const TABLE = 'outbox';
const COLUMN = 'request_id';

/** Adds `request_id` to each row of an `insert into outbox (...) values ...` that does not set it itself. */
function withRequestId(node: RootOperationNode, requestId: string): RootOperationNode {
  if (!InsertQueryNode.is(node) || node.into?.table.identifier.name !== TABLE) return node;
  const { columns, values } = node;
  // `insert ... select` and default values are left alone, as is a row that names its request itself.
  if (!columns || !values || !ValuesNode.is(values)) return node;
  if (columns.some((column) => column.column.name === COLUMN)) return node;
  return InsertQueryNode.cloneWith(node, {
    columns: [...columns, ColumnNode.create(COLUMN)],
    values: ValuesNode.create(
      values.values.map((row) =>
        PrimitiveValueListNode.is(row)
          ? PrimitiveValueListNode.create([...row.values, requestId])
          : ValueListNode.create([...row.values, ValueNode.create(requestId)]),
      ),
    ),
  });
}

function requestIdPlugin(requestId: string): KyselyPlugin {
  return {
    transformQuery: ({ node }) => withRequestId(node, requestId),
    transformResult: async ({ result }) => result,
  };
}

/**
 * The database as a request writes to it: what it adds to the outbox names the request. Every route that may
 * write a message uses it (the request scope's `db` is one).
 */
export function requestDb<DB>(db: Kysely<DB>, req: { id: string }): Kysely<DB> {
  return db.withPlugin(requestIdPlugin(req.id));
}
