// A urql client that answers from memory and records every operation, so tests can see refetches.
import type { ApiBranch, ApiProduct } from '@sabai/booking-journey';
import { Client, makeResult, type ExecutionResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import type { TestBrand } from './builders';

export interface FakeApi {
  brand: TestBrand;
  branches: ApiBranch[];
  /** Products by branch id. */
  products: Record<string, ApiProduct[]>;
  /** The server's answer to a self check-in: the booking checked in, or a refusal's code and sentence. */
  checkIn?: (
    qr: string,
  ) => { booking_no: string; time: string; guest_count: number } | { code: string; message: string };
}

export function operationName(operation: Operation): string | undefined {
  const definition = operation.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

function answer(api: FakeApi, operation: Operation): ExecutionResult {
  if (operationName(operation) === 'KioskCheckIn') {
    const outcome = api.checkIn?.(String(operation.variables?.['qr']));
    if (!outcome) throw new Error('The fake API has no check-in answer');
    return 'code' in outcome
      ? { data: null, errors: [{ message: outcome.message, extensions: { code: outcome.code } }] }
      : { data: { kioskCheckIn: outcome } };
  }
  return { data: queryAnswer(api, operation) };
}

function queryAnswer(api: FakeApi, operation: Operation): Record<string, unknown> {
  switch (operationName(operation)) {
    case 'CurrentBrand':
      return { brand: api.brand };
    case 'Branches':
      return { branches: api.branches };
    case 'BranchProducts':
      return { products: api.products[String(operation.variables?.['branch'])] ?? [] };
    // Every arrival at home or the ads ends a member's session, if any (sale/hand-over.ts).
    case 'Logout':
      return { logout: { status: true, message: 'Logged out' } };
    case 'Track':
      return { track: { status: true } };
    default:
      throw new Error(`The fake API does not answer ${operationName(operation)}`);
  }
}

export function fakeClient(api: FakeApi): { client: Client; operations: Operation[] } {
  const operations: Operation[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      map((operation) => {
        operations.push(operation);
        return makeResult(operation, answer(api, operation));
      }),
    );
  return { client: new Client({ url: 'http://kiosk.test/graphql', exchanges: [exchange] }), operations };
}
