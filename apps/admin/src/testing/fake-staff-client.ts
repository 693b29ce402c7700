// A urql client that answers the staff operations from memory and records each one (queries and
// mutations), so tests can see the variables sent and the refetches.
import { Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, pipe } from 'wonka';

/** Data for an operation, or a coded error the way the server sends one. */
export type FakeAnswer = Record<string, unknown> | { error: { code: string; message: string } };
export type FakeStaffApi = Record<string, FakeAnswer | ((operation: Operation) => FakeAnswer)>;

export function operationName(operation: Operation): string | undefined {
  const definition = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

function answer(api: FakeStaffApi, operation: Operation) {
  const name = operationName(operation) ?? '';
  const entry = api[name];
  if (!entry) throw new Error(`The fake staff API does not answer ${name}`);
  const found = typeof entry === 'function' ? entry(operation) : entry;
  if ('error' in found) {
    const { code, message } = found.error as { code: string; message: string };
    return makeResult(operation, { data: null, errors: [{ message, extensions: { code } }] });
  }
  return makeResult(operation, { data: found });
}

export function fakeStaffClient(api: FakeStaffApi): { client: Client; operations: Operation[] } {
  const operations: Operation[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        operations.push(operation);
        return answer(api, operation);
      }),
    );
  return {
    client: new Client({ url: 'http://admin.test/admin/graphql', exchanges: [exchange] }),
    operations,
  };
}

/** The operations of one name, in the order sent. */
export function sent(operations: Operation[], name: string): Operation[] {
  return operations.filter((operation) => operationName(operation) === name);
}
