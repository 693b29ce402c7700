// A server's refusal at the form's fields (docs/api.md, Errors): an input the schema refused names its
// fields (request.invalid, the problems' codes), a few refusals are about one field (member.notFound at the
// member id). What is tied to no field shown stays the snackbar's.
import { errorCode, errorText } from '@sabai/graphql';
import type { CombinedError } from '@urql/core';

export interface FieldRefusal {
  field: string;
  /** A validation code, or the server's sentence in the reader's language. */
  message: string;
}

/**
 * The refusal's errors at the fields `shown` on the form, or none when any part of it is tied to no such
 * field. `fieldOf` names the field of a refusal's code ('member.notFound' -> 'member_id').
 */
export function fieldRefusals(
  error: CombinedError,
  fieldOf: Readonly<Record<string, string>>,
  shown: (field: string) => boolean,
): FieldRefusal[] {
  const code = errorCode(error);
  const field = code ? fieldOf[code] : undefined;
  if (field) return [{ field, message: errorText(error) }];
  if (code !== 'request.invalid') return [];
  // The edge's own check names the argument too ('input.request').
  const problems = ((error.graphQLErrors[0]?.extensions['problems'] ?? []) as FieldRefusal[]).map((p) => ({
    field: p.field.replace(/^input\./, ''),
    message: p.message,
  }));
  return problems.length > 0 && problems.every((p) => shown(p.field)) ? problems : [];
}

/** A validation code such as 'phone.invalid', as opposed to a sentence to show as it is. */
export const isCode = (text: string) => /^[a-z][a-z_]*(\.[a-zA-Z_]+)+$/.test(text);
