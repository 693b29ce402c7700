import { Trans } from '@lingui/react/macro';
import styles from './booking.module.css';

export interface NextStepButtonProps {
  /** Another guest still has to choose: the button moves on to them. */
  nextGuest: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** /book/treatment's way on: to the next guest, or to the contact details. */
export function NextStepButton({ nextGuest, disabled, onClick }: NextStepButtonProps) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.primary}
        onClick={onClick}
        disabled={disabled}
        data-testid="next-step"
      >
        {nextGuest ? <Trans>Next guest</Trans> : <Trans>Continue to contact details</Trans>}
      </button>
    </div>
  );
}
