// A urql client that answers from memory and records every operation, so tests can see refetches.
import type { ApiBranch, ApiProduct } from '@sabai/booking-journey';
import { Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import type { TestBrand } from './builders';

export interface FakeApi {
  brand: TestBrand;
  branches: ApiBranch[];
  /** Products by branch id. */
  products: Record<string, ApiProduct[]>;
}

export function operationName(operation: Operation): string | undefined {
  const definition = operation.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

function answer(api: FakeApi, operation: Operation): Record<string, unknown> {
  switch (operationName(operation)) {
    case 'CurrentBrand':
      return { brand: api.brand };
    case 'Branches':
      return { branches: api.branches };
    case 'BranchProducts':
      return { products: api.products[String(operation.variables?.['branch'])] ?? [] };
    default:
      throw new Error(`The fake API does not answer ${operationName(operation)}`);
  }
}

export function fakeClient(api: FakeApi): { client: Client; operations: Operation[] } {
  const operations: Operation[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      map((operation) => {
        operations.push(operation);
        return makeResult(operation, { data: answer(api, operation) });
      }),
    );
  return { client: new Client({ url: 'http://kiosk.test/graphql', exchanges: [exchange] }), operations };
}
