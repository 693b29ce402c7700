import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sabai/i18n';
import { bookingAtom, userAtom } from '@sabai/state';
import { fieldStyles } from '../forms/field-styles';
import { Money } from '../brand/money';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from '../forms/field-group.module.css';
import { PointsField } from './points-field';

/**
 * A member pays part or all with the wallet and with points (docs/product-rules.md, Wallet and points): the
 * amounts are the server's to accept (web and kiosk checkout); the snackbar says why when it does not, and the choice is taken back.
 */
export interface MemberFundsProps {
  /** The app's own look for the Use button. */
  applyClassName?: string | undefined;
}

export function MemberFunds({ applyClassName }: MemberFundsProps) {
  const user = useAtomValue(userAtom);
  const [booking, setBooking] = useAtom(bookingAtom);
  const [wallet, setWallet] = useState(booking.useWallet > 0 ? String(booking.useWallet) : '');
  const { t } = useLingui();
  if (!user) return null;
  const rates = user.points.conversion_rates.filter((rate) => rate.points <= user.points.active_points);
  if (!user.wallet.is_activated && rates.length === 0) return null;

  const applyWallet = () => {
    const amount = Math.round(Number(wallet.replace(/,/g, '')) * 100) / 100;
    setBooking({ useWallet: Number.isFinite(amount) && amount > 0 ? amount : 0 });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Pay with your wallet or points`}</legend>
      {user.wallet.is_activated && (
        <div className={fieldStyles.field}>
          <label htmlFor="use-wallet">{t`Wallet amount (balance ${formatMoney(user.wallet.balance)})`}</label>
          <div className={styles.inline}>
            <input
              id="use-wallet"
              inputMode="decimal"
              value={wallet}
              onChange={(e) => setWallet(e.target.value)}
              onBlur={applyWallet}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyWallet();
                }
              }}
            />
            <button type="button" className={applyClassName} onClick={applyWallet}>
              <Trans>Use</Trans>
            </button>
          </div>
        </div>
      )}
      {rates.length > 0 && <PointsField points={user.points} rates={rates} />}
      {booking.useWallet > 0 && (
        <p className={styles.hint}>
          <Trans>
            From the wallet: <Money amount={booking.useWallet} />
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
