// Text that PostgreSQL and JSON can hold: no NUL (PostgreSQL's text refuses it), no unpaired UTF-16
// surrogate (not Unicode at all, jsonb refuses its escape), and no other control character but tab, line
// feed and carriage return (nothing a person types; terminal escapes and bells are noise or an attack).
import type { InputProblem } from './parse-input';

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The first string anywhere in `value` (objects, lists, keys included) that is not storable, as the
 * problem naming its field: `input.contact_name`, `treatments.0`. Null when every string is fine.
 */
export function unstorableText(value: unknown, path: readonly (string | number)[] = []): InputProblem | null {
  if (typeof value === 'string')
    return isStorableText(value) ? null : { field: path.join('.') || 'input', message: 'text.unstorable' };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableText(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return { field: path.join('.') || 'input', message: 'text.unstorable' };
      const found = unstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
