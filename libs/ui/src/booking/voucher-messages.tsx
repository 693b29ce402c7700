import { useLingui } from '@lingui/react/macro';
import type { Voucher } from '@sabai/booking-journey';
import group from '../forms/field-group.module.css';
import styles from './promo-code.module.css';
import { useVoucherReason } from './voucher-reasons';

export interface VoucherMessagesProps {
  voucher: Voucher | null;
  /** A code the server refused to look up. */
  unknown: string | null;
  /** The code the draft keeps. */
  keptCode: string;
}

/** What the check said: applied, to be checked against the treatments, or why the code cannot be used. */
export function VoucherMessages({ voucher, unknown, keptCode }: VoucherMessagesProps) {
  const reason = useVoucherReason();
  const { t } = useLingui();
  return (
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
      {voucher && voucher.status !== 'usable' && keptCode === voucher.code && (
        <p
          className={group.hint}
        >{t`Code ${voucher.code} will be checked against the treatments you choose.`}</p>
      )}
      {voucher && voucher.status !== 'usable' && keptCode !== voucher.code && (
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
  );
}
