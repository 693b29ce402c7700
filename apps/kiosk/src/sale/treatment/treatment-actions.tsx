import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from '../sale.module.css';

export interface TreatmentActionsProps {
  nextGuest: boolean;
  disabled: boolean;
  onGoOn: () => void;
}

/** Cancel (home, which forgets the sale) or on: to the next guest, or to payment. */
export function TreatmentActions({ nextGuest, disabled, onGoOn }: TreatmentActionsProps) {
  return (
    <div className={styles.actions}>
      <Link to="/" className={styles.secondary}>
        <Trans>Cancel</Trans>
      </Link>
      <button type="button" className={styles.primary} disabled={disabled} onClick={onGoOn}>
        {nextGuest ? <Trans>Next guest</Trans> : <Trans>Continue to payment</Trans>}
      </button>
    </div>
  );
}
