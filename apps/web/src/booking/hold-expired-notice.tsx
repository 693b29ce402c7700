import { Trans } from '@lingui/react/macro';
import { resetJourneyAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import styles from './booking.module.css';

/** The hold has lapsed: say so, and start again from /book with a fresh draft. */
export function HoldExpiredNotice({ message }: { message: string }) {
  const resetJourney = useSetAtom(resetJourneyAtom);
  const navigate = useNavigate();
  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          resetJourney();
          void navigate('/book');
        }}
      >
        <Trans>Make a new booking</Trans>
      </button>
    </div>
  );
}
