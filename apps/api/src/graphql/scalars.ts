import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function literalString(name: string, pattern: RegExp, example: string) {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value)) {
      throw new GraphQLError(`${name} must look like ${example}`, {
        extensions: { code: 'request.invalid' },
      });
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    serialize: (value) => String(value),
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

/** Integer satang as the baht the API shows. */
export const bahtOf = (satang: number): number => satang / 100;

/** 100 million baht: more than any booking, far below the precision limit of a double. */
const MAX_MONEY_SATANG = 10_000_000_000;

export const scalarResolvers = {
  Date: literalString('Date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '2026-11-22'),
  Time: literalString('Time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, '14:30:00'),
  // Amounts travel as baht with at most two decimals; inside the server they are integer satang. This is
  // the one place where one becomes the other: resolvers return satang, inputs arrive as satang.
  Money: new GraphQLScalarType({
    name: 'Money',
    serialize: (satang) => {
      if (!Number.isSafeInteger(satang))
        throw new Error(`Money is served from integer satang, not ${String(satang)}`);
      return bahtOf(satang as number);
    },
    parseValue: (value) => {
      // 1160.1 * 100 is 116009.99999999999 in binary floating point: "two decimals" allows for that.
      const satang = typeof value === 'number' ? value * 100 : Number.NaN;
      if (
        !Number.isFinite(satang) ||
        Math.abs(satang - Math.round(satang)) > 1e-6 ||
        Math.abs(satang) > MAX_MONEY_SATANG
      ) {
        throw new GraphQLError('Money must be a number of baht with at most 2 decimals', {
          extensions: { code: 'request.invalid' },
        });
      }
      return Math.round(satang);
    },
  }),
};
