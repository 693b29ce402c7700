import { useLingui } from '@lingui/react/macro';
import { bookingAtom } from '@sabai/state';
import { fieldStyles } from '../forms/field-styles';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import styles from '../forms/field-group.module.css';
import { usePromoCheck, type PromoCheckOptions } from '@sabai/booking-journey';
import { VoucherMessages } from './voucher-messages';

/**
 * The promo code, checked at once against the booking as it stands (docs/product-rules.md, Promotions and
 * vouchers), on the web's first page and checkout and the kiosk's checkout: only a usable code is kept for the order; otherwise the reasons are shown.
 */
export interface PromoCodeFieldProps extends PromoCheckOptions {
  /** The app's own look for the Apply button. */
  applyClassName?: string | undefined;
}

export function PromoCodeField({ applyClassName, ...options }: PromoCodeFieldProps) {
  const booking = useAtomValue(bookingAtom);
  const [code, setCode] = useState(booking.promoCode);
  const { check, checking, voucher, unknown, dateTime, keptCode } = usePromoCheck(options);
  const { t } = useLingui();
  const id = useId();

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{t`Promo code`}</label>
      <div className={styles.inline}>
        <input
          id={id}
          value={code}
          autoCapitalize="characters"
          maxLength={40}
          aria-describedby={`${id}-messages`}
          aria-invalid={
            unknown !== null || (voucher !== null && voucher.status !== 'usable' && keptCode !== voucher.code)
          }
          onChange={(e) => setCode(e.target.value)}
          onBlur={() => {
            // A code typed but not applied is checked too, rather than silently dropped.
            if (code.trim().toUpperCase() !== keptCode) void check(code);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check(code);
            }
          }}
        />
        <button type="button" className={applyClassName} onClick={() => void check(code)} disabled={checking}>
          {t`Apply`}
        </button>
      </div>
      {!dateTime && code.trim() !== '' && <p className={styles.hint}>{t`Choose a date and time first.`}</p>}
      <div id={`${id}-messages`}>
        <VoucherMessages voucher={voucher} unknown={unknown} keptCode={keptCode} />
      </div>
    </div>
  );
}
