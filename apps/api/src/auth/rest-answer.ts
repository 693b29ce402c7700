// Failed REST calls answer like Fastify's own errors, with the spec's code and a translated message
// (SPEC §8: the apps show the server's message).
import type { I18n } from '@lingui/core';
import { errorMessages, type ErrorCode } from '@sabai/i18n';
import { parseInput, type InputProblem } from '@sabai/validation';
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  409: 'Conflict',
  429: 'Too Many Requests',
};

export function sendError(
  reply: FastifyReply,
  i18n: I18n,
  status: number,
  code: ErrorCode,
  values: Record<string, string | number> = {},
) {
  const { id, message } = errorMessages[code];
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Error',
    code,
    message: i18n._(id, values, { message }),
    ...values,
  });
}

function sendInputError(reply: FastifyReply, i18n: I18n, problems: readonly InputProblem[]) {
  const field = problems[0]?.field || 'input';
  const { id, message } = errorMessages['request.invalidField'];
  return reply.code(400).send({
    statusCode: 400,
    error: 'Bad Request',
    code: 'request.invalid',
    field,
    problems,
    message: i18n._(id, { field }, { message }),
  });
}

/** The body parsed by the schema, or undefined after answering 400 naming the field. */
export function parseBody<S extends v.GenericSchema>(
  reply: FastifyReply,
  i18n: I18n,
  schema: S,
  body: unknown,
): v.InferOutput<S> | undefined {
  const parsed = parseInput(schema, body);
  if (parsed.ok) return parsed.value;
  void sendInputError(reply, i18n, parsed.problems);
  return undefined;
}
