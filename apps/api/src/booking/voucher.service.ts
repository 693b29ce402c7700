// voucher(code, input): what a promotion code would do for this booking, before the customer relies on it.
import { formatDateTime } from '@sabai/booking-rules';
import { dateTimeSchema, guestsJsonSchema, parseInput } from '@sabai/validation';
import * as v from 'valibot';
import type { GraphQLContext } from '../graphql/context';
import type { Voucher } from '../graphql/generated/resolvers';
import { inputError, userError } from '../graphql/user-error';
import { checkPromotion, findPromotion } from './promotion.service';

const voucherInputSchema = v.object({
  datetime: dateTimeSchema,
  guests: guestsJsonSchema,
  customer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
});

export async function voucher(context: GraphQLContext, code: string, rawInput: unknown): Promise<Voucher> {
  const parsed = parseInput(voucherInputSchema, rawInput);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const promotion = code.length <= 40 ? await findPromotion(context.db, code) : undefined;
  if (!promotion) throw userError(context, 'voucher.invalid');
  const { datetime, guests, customer } = parsed.value;
  const { voucher: checked, reasons } = await checkPromotion(
    context.db,
    promotion,
    {
      brandId: context.brand.id,
      date: datetime.date,
      time: datetime.time,
      guests: guests.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
    },
    context.locale,
    customer,
  );
  const status =
    checked.status !== 'usable'
      ? checked.status
      : reasons.includes('expired')
        ? 'expired'
        : reasons.length > 0
          ? 'ineligible'
          : 'usable';
  return {
    code: checked.code,
    campaign: checked.campaign ?? null,
    status,
    short_description: checked.shortDescription ?? null,
    expires_at: checked.expiresAt ? formatDateTime(checked.expiresAt) : null,
    terms: checked.terms ?? null,
    conditions: {
      brands: [...checked.conditions.brands],
      treatments: [...checked.conditions.treatments],
      packages: [...checked.conditions.packages],
    },
    ineligible_reasons: checked.status === 'used' ? ['used'] : reasons,
  };
}
