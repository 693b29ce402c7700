// Every GraphQL operation of the contract, as a document selecting its result's fields and an arbitrary
// of variables for its arguments: typed values, near-misses and hostile ones (hostile-values.ts).
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { anyScalar, anything, guestsJson, nastyString, nearMiss } from './hostile-values';

const SCHEMA_DIR = path.join(__dirname, '../../../../libs/graphql/schema');
/** The staff contract, served at /admin/graphql (docs/api.md, Staff API). */
export const STAFF_SCHEMA_DIR = path.join(__dirname, '../../../../libs/graphql/staff-schema');

export function contractSchema(dir = SCHEMA_DIR) {
  const files = readdirSync(dir).sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : 0));
  return buildSchema(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n'));
}

function scalarValue(name: string, field: string): fc.Arbitrary<unknown> {
  if (field === 'treatments' || field === 'guests' || field === 'data' || field === 'summary')
    return fc.oneof(guestsJson, nastyString);
  if (name === 'Int') return fc.oneof(fc.integer({ min: -3, max: 12 }), anyScalar);
  if (name === 'Money') return fc.oneof(fc.double({ min: -10, max: 1e6, noNaN: true }), anyScalar);
  if (name === 'Boolean') return fc.oneof(fc.boolean(), anyScalar);
  return fc.oneof(
    { weight: 2, arbitrary: nearMiss },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: anyScalar },
  );
}

function valueFor(type: GraphQLInputType, field: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, field, depth);
  if (isListType(type))
    return fc.oneof(fc.array(valueFor(type.ofType, field, depth + 1), { maxLength: 4 }), anything);
  if (isInputObjectType(type)) {
    if (depth > 2) return anything;
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, f.name, depth + 1)])),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: anything });
  }
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), anyScalar);
  if (isScalarType(type)) return scalarValue(type.name, field);
  return anything;
}

function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth > 2) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  return `{ ${fields.map((f) => `${f.name} ${selection(f.type, depth + 1)}`).join(' ')} }`;
}

export interface Operation {
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(field.type, 0)} }`;
  const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name)])), {
    requiredKeys: [],
  });
  return { name: field.name, kind, document, variables };
}

export function contractOperations(dir = SCHEMA_DIR): Operation[] {
  const schema = contractSchema(dir);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    root ? Object.values(root.getFields()).map((field) => operationOf(kind, field)) : [],
  );
}
