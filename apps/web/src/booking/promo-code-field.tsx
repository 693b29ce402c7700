import { useLingui } from '@lingui/react/macro';
import { VoucherDocument, type VoucherQuery } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestsJson, withChangedVisit, type BookingDraft } from '@sabai/state';
import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { useClient } from 'urql';
import styles from './booking.module.css';
import { useVoucherReason } from './voucher-reasons';

type Voucher = VoucherQuery['voucher'];

/**
 * A usable code is kept. So is one whose only objection is the treatments while none are chosen yet: codes
 * for certain treatments are checked again by the summary once the guests have chosen (and dropped then
 * if they still do not apply).
 */
function keepCode(voucher: Voucher, booking: BookingDraft): boolean {
  if (voucher.status === 'usable') return true;
  const nothingChosen = Object.values(booking.guests).every((g) => g.treatments.length === 0);
  return (
    nothingChosen &&
    voucher.ineligible_reasons.length > 0 &&
    voucher.ineligible_reasons.every((reason) => reason === 'treatment_mismatch')
  );
}

/**
 * The promo code, checked at once against the booking as it stands (SPEC §5): only a usable code is
 * kept for the order; otherwise the reasons are shown.
 */
export function PromoCodeField() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const [code, setCode] = useState(booking.promoCode);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [checking, setChecking] = useState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  const client = useClient();
  const reason = useVoucherReason();
  const { t } = useLingui();
  const id = useId();
  const dateTime = bookingDateTime(booking);

  const check = async () => {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setVoucher(null);
      setBooking((b) => withChangedVisit(b, { promoCode: '' }));
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
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setChecking(false);
    setUnknown(result.error ? trimmed : null);
    const found = result.data?.voucher ?? null;
    setVoucher(found);
    setBooking((b) => withChangedVisit(b, { promoCode: found && keepCode(found, b) ? trimmed : '' }));
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t`Promo code`}</label>
      <div className={styles.inline}>
        <input
          id={id}
          value={code}
          autoCapitalize="characters"
          maxLength={40}
          onChange={(e) => setCode(e.target.value)}
          onBlur={() => {
            // A code typed but not applied is checked too, rather than silently dropped.
            if (code.trim().toUpperCase() !== booking.promoCode) void check();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check();
            }
          }}
        />
        <button type="button" className={styles.secondary} onClick={() => void check()} disabled={checking}>
          {t`Apply`}
        </button>
      </div>
      {!dateTime && code.trim() !== '' && <p className={styles.hint}>{t`Choose a date and time first.`}</p>}
      <div aria-live="polite">
        {voucher?.status === 'usable' && (
          <p className={styles.ok}>
            {t`Code ${voucher.code} applied`}
            {voucher.short_description ? `: ${voucher.short_description}` : ''}
          </p>
        )}
        {unknown && (
          <p className={styles.problem} role="alert">
            {t`Code ${unknown} cannot be used:`} {reason('invalid')}
          </p>
        )}
        {voucher && voucher.status !== 'usable' && booking.promoCode === voucher.code && (
          <p
            className={styles.hint}
          >{t`Code ${voucher.code} will be checked against the treatments you choose.`}</p>
        )}
        {voucher && voucher.status !== 'usable' && booking.promoCode !== voucher.code && (
          <div className={styles.problem} role="alert">
            <p>{t`Code ${voucher.code} cannot be used:`}</p>
            <ul>
              {(voucher.ineligible_reasons.length > 0 ? voucher.ineligible_reasons : [voucher.status]).map(
                (r) => (
                  <li key={r}>{reason(r)}</li>
                ),
              )}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
