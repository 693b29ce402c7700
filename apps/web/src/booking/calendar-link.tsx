import { Trans } from '@lingui/react/macro';
import styles from './booking.module.css';

export interface CalendarLinkProps {
  /** The booking's id and secret token: the server answers its holder only. */
  id: string;
  token: string;
  no: string;
}

/**
 * "Add to calendar": the server's calendar entry of the booking (docs/api.md, Bookings), the same file the
 * confirmation e-mail carries, in the branch's time zone and the page's language.
 */
export function CalendarLink({ id, token, no }: CalendarLinkProps) {
  const href = `/api/bookings/${encodeURIComponent(id)}/calendar.ics?token=${encodeURIComponent(token)}`;
  return (
    <a className={styles.secondary} href={href} download={`${no}.ics`}>
      <Trans>Add to calendar</Trans>
    </a>
  );
}
