import { parseInput } from './parse-input';
import { staffLoginSchema, staffTotpConfirmSchema } from './staff-login.schema';

describe('staffLoginSchema', () => {
  it('reads the e-mail in lower case and keeps the password as typed', () => {
    expect(parseInput(staffLoginSchema, { email: ' Desk@Yuzen.test ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'desk@yuzen.test', password: ' secret ' },
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'email.invalid'],
    [{ email: 'desk', password: 'x' }, 'email', 'email.invalid'],
    [{ email: 'desk@yuzen.test', password: '' }, 'password', 'password.required'],
    [{ email: 'desk@yuzen.test', password: 'x', code: '12345' }, 'code', 'code.invalid'],
  ])('refuses %j at %s with %s', (input, field, code) => {
    const result = parseInput(staffLoginSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual({ field, message: code });
  });

  it.each(['123456', ' 654321 ', 'abcd-efgh-ijkl'])('takes %j as a code', (code) => {
    expect(parseInput(staffLoginSchema, { email: 'desk@yuzen.test', password: 'x', code }).ok).toBe(true);
  });
});

describe('staffTotpConfirmSchema', () => {
  it('takes six digits, trimmed', () => {
    expect(parseInput(staffTotpConfirmSchema, { code: ' 123456 ' })).toEqual({
      ok: true,
      value: { code: '123456' },
    });
  });

  it.each(['', '12345', '1234567', 'abcdef', 'abcd-efgh-ijkl'])('refuses %j with code.invalid', (code) => {
    const result = parseInput(staffTotpConfirmSchema, { code });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual({ field: 'code', message: 'code.invalid' });
  });
});
