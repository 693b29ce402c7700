import * as v from 'valibot';

export interface InputProblem {
  /** Dotted path of the field, e.g. 'treatments.0.start.onsen'. */
  field: string;
  /** A code such as 'phone.invalid', or valibot's own message for a shape mismatch. */
  message: string;
}

/** Parses input with a schema; the problems name the fields, for a clear error. */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; problems: InputProblem[] } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => ({
      field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
      message: issue.message,
    })),
  };
}
