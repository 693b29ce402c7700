// What every answer to hostile input must be: not a server error, a catalogue code on every error, and
// nothing of the server's insides in the text.
import { isErrorCode } from '@sabai/i18n';

// SQL states and messages, stack frames, file paths, masked faults.
const LEAK =
  /SQLSTATE|syntax error at or near|violates|relation "|invalid byte sequence|unsupported Unicode|null character|\bat [\w.<>]+ \(|node_modules|\.ts:\d+|Unexpected error|TypeError|RangeError|ReferenceError|kysely|pglite|postgres/i;

export interface GraphQLAnswer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** Problems with an answer, as text for the failing property's report; empty when it is right. */
export function graphqlAnswerProblems({ status, body }: GraphQLAnswer): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  for (const error of body.errors ?? []) {
    const code = error.extensions?.['code'];
    if (!isErrorCode(code) || code === 'server.unavailable') problems.push(`code ${String(code)}`);
    if (LEAK.test(error.message)) problems.push(`leaks: ${error.message.slice(0, 200)}`);
  }
  return problems;
}

export function restAnswerProblems(status: number, body: unknown): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  const text = JSON.stringify(body ?? null);
  if (LEAK.test(text)) problems.push(`leaks: ${text.slice(0, 200)}`);
  if (status >= 400 && body && typeof body === 'object') {
    const code = (body as Record<string, unknown>)['code'];
    if (!isErrorCode(code)) problems.push(`code ${String(code)}`);
  }
  return problems;
}

/** A refused GraphQL call: errors and no data at all. */
export function refused(body: GraphQLAnswer['body']): boolean {
  if (!body.errors?.length) return false;
  const data = body.data as Record<string, unknown> | null | undefined;
  return !data || Object.values(data).every((v) => v === null);
}
