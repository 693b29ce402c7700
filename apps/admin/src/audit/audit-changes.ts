// An audit row's before and after (JSON text) as lines a person reads: each field that changed or was
// recorded, from its old value to its new one (docs/access.md, How the server guards).

export interface AuditChange {
  field: string;
  /** The value before, as text; null when the field was not recorded before. */
  from: string | null;
  to: string | null;
}

function parsed(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

/** A value as short text: strings as they are, anything else as compact JSON. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function auditChanges(before: string | null, after: string | null): AuditChange[] {
  const old = parsed(before);
  const now = parsed(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, from: shown(old[field]), to: shown(now[field]) }))
    .filter((change) => change.from !== change.to);
}
