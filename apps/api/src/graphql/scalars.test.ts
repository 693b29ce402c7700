import { scalarResolvers } from './scalars';

describe('Money', () => {
  const parse = (value: unknown) => scalarResolvers.Money.parseValue(value);

  it.each([
    [1160.1, 116010],
    [580.05, 58005],
    [2.3, 230],
    [154.8, 15480],
    [0, 0],
    [750, 75000],
  ])('takes %s baht, whose satang floating point blurs, as %s satang', (baht, satang) => {
    expect(parse(baht)).toBe(satang);
  });

  it.each([116010, 58005, 0, 75000])('serves %s satang as baht', (satang) => {
    expect(scalarResolvers.Money.serialize(satang)).toBe(satang / 100);
  });

  it('refuses to serve an amount that is not whole satang', () => {
    expect(() => scalarResolvers.Money.serialize(750.5)).toThrow();
  });

  it.each([1.005, -Infinity, Number.NaN, '750', 1e9])('refuses %s', (value) => {
    expect(() => parse(value)).toThrow('Money must be a number of baht with at most 2 decimals');
  });
});
