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

export const scalarResolvers = {
  Date: literalString('Date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '2026-11-22'),
  Time: literalString('Time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, '14:30:00'),
  // Amounts travel as baht with at most two decimals; the server computes in integer satang.
  Money: new GraphQLScalarType({
    name: 'Money',
    serialize: (value) => Math.round(Number(value) * 100) / 100,
    parseValue: (value) => {
      // 1160.1 * 100 is 116009.99999999999 in binary floating point: "two decimals" allows for that.
      const satang = typeof value === 'number' ? value * 100 : Number.NaN;
      if (!Number.isFinite(satang) || Math.abs(satang - Math.round(satang)) > 1e-6) {
        throw new GraphQLError('Money must be a number of baht with at most 2 decimals', {
          extensions: { code: 'request.invalid' },
        });
      }
      return Math.round(satang) / 100;
    },
  }),
};
