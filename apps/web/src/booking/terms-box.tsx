import { Trans } from '@lingui/react/macro';
import { forwardRef, useId } from 'react';
import styles from './booking.module.css';

export interface TermsBoxProps {
  accepted: boolean;
  /** "Pay now" was pressed without the box ticked: say so at the box. */
  asked: boolean;
  onChange: (accepted: boolean) => void;
}

/** The policies and terms to accept before paying (docs/product-rules.md, Consent (PDPA)). */
export const TermsBox = forwardRef<HTMLInputElement, TermsBoxProps>(function TermsBox(
  { accepted, asked, onChange },
  ref,
) {
  const id = useId();
  const missing = asked && !accepted;
  return (
    <div>
      <label className={styles.check}>
        <input
          ref={ref}
          type="checkbox"
          checked={accepted}
          aria-invalid={missing}
          aria-describedby={missing ? id : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <Trans>I accept the booking policies and the terms of service.</Trans>
      </label>
      {missing && (
        <p id={id} className={styles.problem} role="alert">
          <Trans>Please tick the box to accept the booking policies and the terms before paying.</Trans>
        </p>
      )}
    </div>
  );
});
