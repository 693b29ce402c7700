import { buildSchema, parse, validate } from 'graphql';
import { queryLimitsRule } from './query-limits';

const schema = buildSchema(`type Node { id: ID! child: Node } type Query { node: Node }`);
const nested = (levels: number) => `{ node ${'{ child '.repeat(levels)}{ id }${' }'.repeat(levels)} }`;
const check = (query: string) =>
  validate(schema, parse(query), [queryLimitsRule({ maxDepth: 5, maxAliases: 2, maxFields: 10 })]).map(
    (e) => e.message,
  );

describe('query limits', () => {
  it.each([
    [nested(2), []],
    [nested(4), ['Query too complex (depth 6 > 5)']],
    ['{ a: node { id } b: node { id } }', []],
    ['{ a: node { id } b: node { id } c: node { id } }', ['Query too complex (aliases 3 > 2)']],
    [
      'query { node { ...F } } fragment F on Node { child { child { child { child { id } } } } }',
      ['Query too complex (depth 6 > 5)'],
    ],
    ['query { node { ...F } } fragment F on Node { id ...F }', []],
  ])('%s', (query, errors) => {
    expect(check(query).filter((m) => m.startsWith('Query too complex'))).toEqual(errors);
  });

  it('counts fields as the cost', () => {
    expect(check(`{ ${Array.from({ length: 6 }, (_, i) => `n${i}: node { id }`).join(' ')} }`)).toContain(
      'Query too complex (aliases 6 > 2)',
    );
    expect(
      validate(schema, parse('{ node { id child { id child { id child { id } } } } }'), [
        queryLimitsRule({ maxDepth: 9, maxAliases: 9, maxFields: 5 }),
      ]).map((e) => e.message),
    ).toEqual(['Query too complex (fields 8 > 5)']);
  });
});
