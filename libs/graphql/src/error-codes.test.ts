import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { errorCode, errorText, isUnauthenticated, stripErrorPrefix } from './error-codes';

const graphQLError = (message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('error codes', () => {
  it.each([
    [graphQLError('x', { code: 'login.unauthenticated' }), true],
    [graphQLError('x', { code: 'login.notAuthenticated' }), true],
    [graphQLError('x', { code: 'login.inactive' }), true],
    [graphQLError('login.unauthenticated'), true],
    [graphQLError('x', { debugMessage: 'Unauthenticated.' }), true],
    [graphQLError('x', { code: 'login.failed' }), false],
    [new CombinedError({ networkError: new Error('offline') }), false],
  ])('unauthenticated %#', (error, expected) => {
    expect(isUnauthenticated(error)).toBe(expected);
  });

  it('reads the code and the text without transport prefixes', () => {
    const error = graphQLError('GraphQL error: Branch not found', { code: 'branch.notFound' });
    expect(errorCode(error)).toBe('branch.notFound');
    expect(errorText(error)).toBe('Branch not found');
    expect(errorText(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe(
      'Failed to fetch',
    );
    expect(errorCode(new CombinedError({ networkError: new Error('x') }))).toBeUndefined();
    expect(stripErrorPrefix('[GraphQL] No queue')).toBe('No queue');
  });
});
