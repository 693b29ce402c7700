import { Trans } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { useState } from 'react';
import styles from './booking.module.css';
import { CheckoutPaymentMethods } from './checkout-payment-methods';
import { MemberFunds } from './member-funds';
import { Policies } from './policies';

export interface CheckoutFormProps {
  summary: Summary | null;
  /** The hold has lapsed: nothing can be paid any more. */
  expired: boolean;
  paying: boolean;
  onPay: (summary: Summary) => void;
}

/** Wallet and points, the payment method, the policies to accept, and "Pay now". */
export function CheckoutForm({ summary, expired, paying, onPay }: CheckoutFormProps) {
  const [accepted, setAccepted] = useState(false);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (summary && accepted && !expired) onPay(summary);
      }}
    >
      <MemberFunds />
      <CheckoutPaymentMethods />
      <Policies freeAtk={summary?.free_atk ?? false} />
      <label className={styles.check}>
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        <Trans>I accept the booking policies and the terms of service.</Trans>
      </label>
      <button type="submit" className={styles.primary} disabled={!accepted || expired || paying || !summary}>
        <Trans>Pay now</Trans>
      </button>
    </form>
  );
}
