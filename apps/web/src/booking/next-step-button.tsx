import { Trans } from '@lingui/react/macro';
import styles from './booking.module.css';

export interface NextStepButtonProps {
  /** Another guest still has to choose: the button moves on to them. */
  nextGuest: boolean;
  disabled: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string | undefined;
  onClick: () => void;
}

/** /book/treatment's way on: to the next guest, or to the contact details. */
export function NextStepButton({ nextGuest, disabled, describedBy, onClick }: NextStepButtonProps) {
  return (
    <button
      type="button"
      className={styles.primary}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={disabled ? describedBy : undefined}
      data-testid="next-step"
    >
      {nextGuest ? <Trans>Next guest</Trans> : <Trans>Continue to contact details</Trans>}
    </button>
  );
}
