import { VoucherDocument, type VoucherQuery } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestsJson, withChangedVisit, type BookingDraft } from '@sabai/state';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useClient } from 'urql';

export type Voucher = VoucherQuery['voucher'];

/**
 * A usable code is kept. So is one whose only objection is the treatments while none are chosen yet: codes
 * for certain treatments are checked again by the summary once the guests have chosen (and dropped then
 * if they still do not apply).
 */
function mayKeep(voucher: Voucher, booking: BookingDraft): boolean {
  if (voucher.status === 'usable') return true;
  const nothingChosen = Object.values(booking.guests).every((g) => g.treatments.length === 0);
  return (
    nothingChosen &&
    voucher.ineligible_reasons.length > 0 &&
    voucher.ineligible_reasons.every((reason) => reason === 'treatment_mismatch')
  );
}

export interface PromoCheckOptions {
  /**
   * Keeps the code ('' for none) once checked. By default the draft takes it as a change of the visit (the
   * hold is taken again on /book/contact); checkout moves its hold onto the new code instead.
   */
  keep?: (code: string) => Promise<void> | void;
}

/**
 * Checks a code against the booking as it stands (`voucher`) and keeps it in the draft only when it may
 * be used; `unknown` is a code the server refused to look up. The inline message is the only one: the
 * check asks the client not to put its error in the snackbar too (docs/product-rules.md, Notifications
 * and progress).
 */
export function usePromoCheck({ keep }: PromoCheckOptions = {}) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [checking, setChecking] = useState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  const client = useClient();
  const dateTime = bookingDateTime(booking);

  const keepCode = async (kept: string) => {
    if (keep) await keep(kept);
    else setBooking((b) => withChangedVisit(b, { promoCode: kept }));
  };

  const check = async (code: string) => {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setVoucher(null);
      setUnknown(null);
      await keepCode('');
      return;
    }
    if (!dateTime) {
      setVoucher(null);
      return;
    }
    setChecking(true);
    const result = await client
      .query(
        VoucherDocument,
        {
          code: trimmed,
          input: {
            branch_id: booking.branchId,
            brand_id: booking.brandId,
            datetime: dateTime,
            guests: guestsJson(booking),
          },
        },
        { requestPolicy: 'network-only', quietErrors: true },
      )
      .toPromise();
    setUnknown(result.error ? trimmed : null);
    const found = result.data?.voucher ?? null;
    setVoucher(found);
    await keepCode(found && mayKeep(found, booking) ? trimmed : '');
    setChecking(false);
  };

  return { check, checking, voucher, unknown, dateTime, keptCode: booking.promoCode };
}
