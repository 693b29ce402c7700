import { scalarResolvers } from './scalars';

describe('Money', () => {
  const parse = (value: unknown) => scalarResolvers.Money.parseValue(value);

  it.each([1160.1, 580.05, 2.3, 154.8, 0, 750])(
    'takes %s baht, whose satang floating point blurs',
    (baht) => {
      expect(parse(baht)).toBe(baht);
    },
  );

  it.each([1.005, -Infinity, Number.NaN, '750'])('refuses %s', (value) => {
    expect(() => parse(value)).toThrow('Money must be a number of baht with at most 2 decimals');
  });
});
