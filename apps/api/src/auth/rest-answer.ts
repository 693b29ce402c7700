// REST bodies are read by the same valibot schemas as the GraphQL inputs; a refusal is an AppError that
// http/app-error-reply.ts answers (400, naming the field).
import { parseInput } from '@sabai/validation';
import type * as v from 'valibot';
import { inputRefused } from '../core/app-error';

export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = parseInput(schema, body);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  return parsed.value;
}
