import { parseInput } from './parse-input';
import {
  otpRequestInputSchema,
  otpVerifyInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
} from './member.schema';
import { passwordStrength } from './password';

const TODAY = '2026-11-22';
const register = {
  prefix: 'Mrs.',
  first_name: ' Ploy ',
  last_name: 'Suksawat',
  password: 'Sabai-2026',
  password_confirmation: 'Sabai-2026',
  birthdate: '1990-01-31',
  phone: '081-234-5678',
  email: 'Ploy@Example.com',
  ref_code: 'ab12',
  code: '123456',
};

describe('registerInputSchema', () => {
  it('normalises phone, e-mail, names and the reference code', () => {
    expect(parseInput(registerInputSchema(TODAY), register)).toEqual({
      ok: true,
      value: {
        ...register,
        first_name: 'Ploy',
        phone: '0812345678',
        email: 'ploy@example.com',
        ref_code: 'AB12',
        is_subscribe: false,
      },
    });
  });

  it.each([
    ['prefix', { prefix: 'Dr.' }, 'prefix.invalid'],
    ['first_name', { first_name: '  ' }, 'first_name.required'],
    ['password', { password: 'short', password_confirmation: 'short' }, 'password.tooShort'],
    ['password_confirmation', { password_confirmation: 'Sabai-2027' }, 'password_confirmation.mismatch'],
    ['birthdate', { birthdate: TODAY }, 'birthdate.invalid'],
    ['birthdate', { birthdate: '2533-01-31' }, 'birthdate.invalid'],
    ['birthdate', { birthdate: '1990-02-30' }, 'date.invalid'],
    ['phone', { phone: '021234567' }, 'phone.invalid'],
    ['email', { email: 'not-an-email' }, 'email.invalid'],
    ['code', { code: '12345' }, 'code.invalid'],
  ])('refuses a bad %s', (field, change, message) => {
    const result = parseInput(registerInputSchema(TODAY), { ...register, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toEqual({ field, message });
  });
});

describe('the other member inputs', () => {
  it('asks a login code by default', () => {
    expect(parseInput(otpRequestInputSchema, { username: '+66 81 234 5678' })).toEqual({
      ok: true,
      value: { username: '0812345678', purpose: 'login' },
    });
    expect(parseInput(otpRequestInputSchema, { username: '0812345678', purpose: 'admin' }).ok).toBe(false);
  });

  it('checks a code, a reset and a profile', () => {
    expect(
      parseInput(otpVerifyInputSchema, { username: '0812345678', ref_code: 'K7QX', code: '000111' }).ok,
    ).toBe(true);
    const reset = { username: '0812345678', ref_code: 'K7QX', code: '000111', password: 'abcdefgh' };
    expect(parseInput(resetPasswordInputSchema, { ...reset, password_confirmation: 'abcdefgh' }).ok).toBe(
      true,
    );
    expect(parseInput(resetPasswordInputSchema, { ...reset, password_confirmation: 'x' })).toMatchObject({
      ok: false,
      problems: [{ field: 'password_confirmation', message: 'password_confirmation.mismatch' }],
    });
    expect(
      parseInput(updateProfileInputSchema(TODAY), {
        first_name: 'A',
        last_name: 'B',
        birthdate: '2030-01-01',
      }).ok,
    ).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['Ab1-', 'weak'],
    ['abcdefghijkl', 'weak'],
    ['abcdefg1', 'medium'],
    ['Abcdefg1', 'medium'],
    ['Sabai-2026', 'strong'],
    ['Abcdefghijk1', 'strong'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
