// The password policy (docs/product-rules.md, Members: at least 8 characters) and the strength shown by the meter on the
// register and password forms (Weak, Medium, Strong).
import * as v from 'valibot';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, 'password.tooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password.tooLong'),
);

export type PasswordStrength = 'weak' | 'medium' | 'strong';

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

/**
 * Weak below the minimum length or with one kind of character; strong at 12 characters of three kinds,
 * or 10 of all four kinds ('Sabai-2026'); medium otherwise.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const kinds = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (length < PASSWORD_MIN_LENGTH || kinds <= 1) return 'weak';
  if ((length >= 12 && kinds >= 3) || (length >= 10 && kinds === 4)) return 'strong';
  return 'medium';
}
