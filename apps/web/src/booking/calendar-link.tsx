import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { BranchProductsDocument } from '@sabai/graphql';
import type { ConfirmedBooking } from '@sabai/ui/booking';
import { useQuery } from 'urql';
import styles from './booking.module.css';
import { calendarFile } from './web-journey';

export interface CalendarLinkProps {
  booking: ConfirmedBooking;
  /** The booking's id, for the event's uid. */
  id: string;
  no: string;
  branch: ApiBranch | undefined;
}

/** "Add to calendar": the visit as an .ics file, as long as the longest guest's treatments. */
export function CalendarLink({ booking, id, no, branch }: CalendarLinkProps) {
  const { t } = useLingui();
  const [{ data: menu }] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: booking.branch_id },
  });
  const ics = calendarFile({
    uid: `${id}@sabai`,
    title: t`Booking ${no}` + (branch ? ` · ${branch.name}` : ''),
    location: branch ? `${branch.name}, ${branch.address}` : '',
    description: t`Booking number ${no}. Please arrive 15 minutes early.`,
    start: booking.date_time,
    // The longest guest's visit; the guests are at the branch together.
    durationMin: Math.max(
      ...booking.guests.map((g) =>
        g.treatments.reduce((sum, id) => sum + (menu?.products.find((p) => p.id === id)?.duration ?? 0), 0),
      ),
    ),
    timeZone: branch?.time_zone ?? 'Asia/Bangkok',
  });
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  return (
    <a className={styles.secondary} href={icsHref} download={`${no}.ics`}>
      <Trans>Add to calendar</Trans>
    </a>
  );
}
