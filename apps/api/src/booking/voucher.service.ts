// voucher(code, input): what a promotion code would do for this booking, before the customer relies on it.
import { dateTimeSchema, guestsJsonSchema, parseInput } from '@sabai/validation';
import * as v from 'valibot';
import type { Scope } from '../core/scope';
import { checkPromotion, findPromotion } from './promotion.service';
import { AppError, inputRefused } from '../core/app-error';

const voucherInputSchema = v.object({
  datetime: dateTimeSchema,
  guests: guestsJsonSchema,
  customer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
});

/** A promotion checked against a booking: the voucher, its status for this booking and why it cannot be used. */
export interface CheckedVoucher {
  voucher: Awaited<ReturnType<typeof checkPromotion>>['voucher'];
  status: string;
  reasons: string[];
}

export async function voucher(scope: Scope, code: string, rawInput: unknown): Promise<CheckedVoucher> {
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
  return { voucher: checked, status, reasons };
}
