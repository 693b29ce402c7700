import { Trans, useLingui } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { MemberFunds } from '@sabai/ui/booking';
import { useId, useRef, useState, type ReactNode } from 'react';
import { BookingBarStatus } from './booking-bar-status';
import styles from './booking.module.css';
import { CheckoutPaymentMethods } from './checkout-payment-methods';
import { Policies } from './policies';
import { StickyActionBar } from './sticky-action-bar';
import { TermsBox } from './terms-box';

export interface CheckoutFormProps {
  summary: Summary | null;
  busy: boolean;
  /** The hold has lapsed: nothing can be paid any more. */
  expired: boolean;
  paying: boolean;
  onPay: (summary: Summary) => void;
  /** The promo code field, above the payment method. */
  promo?: ReactNode;
}

/**
 * Wallet and points, the promo code, the payment method, the policies to accept, and "Pay now" in the bar at
 * the bottom of the screen. "Pay now" stays enabled while only the terms are missing: a press moves to the
 * box and says so. When it cannot be pressed, the text beside it says why (aria-describedby).
 */
export function CheckoutForm({ summary, busy, expired, paying, onPay, promo }: CheckoutFormProps) {
  const [accepted, setAccepted] = useState(false);
  const [askTerms, setAskTerms] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const id = useId();
  const blocked = expired
    ? t`The hold has expired.`
    : paying
      ? t`Opening the payment…`
      : !summary
        ? t`Waiting for the summary.`
        : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!accepted) {
          setAskTerms(true);
          termsRef.current?.focus();
          return;
        }
        if (summary && !expired) onPay(summary);
      }}
    >
      <MemberFunds applyClassName={styles.secondary} />
      {promo}
      <CheckoutPaymentMethods />
      <Policies freeAtk={summary?.free_atk ?? false} />
      <TermsBox ref={termsRef} accepted={accepted} asked={askTerms} onChange={setAccepted} />
      <StickyActionBar
        label={t`Payment`}
        status={
          <>
            <BookingBarStatus waitingGuestNo={null} summary={summary} busy={busy} showDueNow />
            {blocked && (
              <span id={`${id}-blocked`} className={styles.hint}>
                {' '}
                {blocked}
              </span>
            )}
          </>
        }
      >
        <button
          type="submit"
          className={styles.primary}
          disabled={blocked !== null}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          <Trans>Pay now</Trans>
        </button>
      </StickyActionBar>
    </form>
  );
}
