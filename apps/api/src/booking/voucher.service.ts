// voucher(code, input): what a promotion code would do for this booking, before the customer relies on it.
import { formatDateTime } from '@sabai/booking-rules';
import { dateTimeSchema, guestsJsonSchema, parseInput } from '@sabai/validation';
import * as v from 'valibot';
import type { Scope } from '../core/scope';
import type { Voucher } from '../graphql/generated/resolvers';
import { checkPromotion, findPromotion } from './promotion.service';
import { AppError, inputRefused } from '../core/app-error';

const voucherInputSchema = v.object({
  datetime: dateTimeSchema,
  guests: guestsJsonSchema,
  customer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
});

export async function voucher(scope: Scope, code: string, rawInput: unknown): Promise<Voucher> {
  const parsed = parseInput(voucherInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const promotion = code.length <= 40 ? await findPromotion(scope.db, code) : undefined;
  if (!promotion) throw new AppError('voucher.invalid');
  const { datetime, guests, customer } = parsed.value;
  const { voucher: checked, reasons } = await checkPromotion(
    scope.db,
    promotion,
    {
      brandId: scope.brand.id,
      date: datetime.date,
      time: datetime.time,
      guests: guests.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
    },
    scope.locale,
    { nowMs: scope.clock.now(), timeZone: undefined },
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
