// What the admin's text inputs and checkbox groups hold, as the validation schemas read it: a wrong number becomes
// NaN so that the schema, not the form, names the field and says why.

/** A whole number as typed; NaN for anything else. */
export const typedWhole = (typed: string): number =>
  /^\d+$/.test(typed.trim()) ? Number(typed) : Number.NaN;

/** A whole number as typed, null when left empty (a setting that follows the server's). */
export const typedWholeOrNull = (typed: string): number | null =>
  typed.trim() === '' ? null : typedWhole(typed);

/** Whole numbers typed with commas or spaces between them; a wrong one becomes NaN (none typed: none). */
export const typedWholes = (typed: string): number[] =>
  typed
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(typedWhole);

/** A stored number as its input shows it: empty for none (a setting that follows the server's). */
export const wholeOrEmpty = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A checkbox group's value: a lone box reads as true or false (or its value), a group as its checked values. */
export const checkedValues = (value: string[] | string | boolean, all: string[] = []): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : value ? all : [];
