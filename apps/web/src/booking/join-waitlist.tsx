// "Join the waitlist" where a booking does not fit (docs/product-rules.md, Waitlist): the party, its treatments and
// the contact details already given go on the branch's list for the chosen time, or any start up to the latest
// one the customer picks; freed places are offered by e-mail (or SMS) with a link that pays them.
import { Trans, useLingui } from '@lingui/react/macro';
import { toMinutes } from '@sabai/booking-journey';
import { formatTimeOfDay, WAITLIST_WINDOW_STEPS_MIN } from '@sabai/booking-rules';
import { errorText, JoinWaitlistDocument } from '@sabai/graphql';
import { formatTime } from '@sabai/i18n';
import { bookingDateTime, guestsJson, type BookingDraft } from '@sabai/state';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import styles from './booking.module.css';
import { LeaveWaitlist } from './leave-waitlist';

export default function JoinWaitlist({ booking }: { booking: BookingDraft }) {
  const { t } = useLingui();
  const id = useId();
  const [state, join] = useMutation(JoinWaitlistDocument);
  const [extra, setExtra] = useState(0);
  const dateTime = bookingDateTime(booking);
  if (!dateTime || !booking.time) return null;
  const from = toMinutes(booking.time);
  const latest = (minutes: number) => formatTimeOfDay(from + minutes).slice(0, 5);
  const steps = WAITLIST_WINDOW_STEPS_MIN.filter((minutes) => from + minutes < 24 * 60);
  const joined = state.data?.joinWaitlist;
  const submit = () =>
    void join(
      {
        input: {
          branch_id: booking.branchId ?? '',
          date_time: dateTime,
          until: latest(extra),
          guest_count: booking.guestCount,
          treatments: guestsJson(booking),
          contact_name: booking.contact.name,
          contact_email: booking.contact.email || null,
          contact_phone: booking.contact.phone || null,
        },
      },
      { quietErrors: true },
    );
  if (joined)
    return (
      <div className={styles.waitlist}>
        <p role="status">
          <Trans>
            You are on the waitlist. When places free up, we hold them for you and send you a link to book
            them.
          </Trans>
        </p>
        {joined.token && <LeaveWaitlist id={joined.id} token={joined.token} />}
      </div>
    );
  return (
    <div className={styles.waitlist}>
      <p>
        <Trans>Or wait for places at this time: we tell you as soon as they free up.</Trans>
      </p>
      <label htmlFor={`${id}-until`}>{t`I can also start until`}</label>
      <select id={`${id}-until`} value={extra} onChange={(e) => setExtra(Number(e.target.value))}>
        {steps.map((minutes) => (
          <option key={minutes} value={minutes}>
            {formatTime(latest(minutes))}
          </option>
        ))}
      </select>
      {state.error && <p role="alert">{errorText(state.error)}</p>}
      <button type="button" className={styles.secondary} disabled={state.fetching} onClick={submit}>
        <Trans>Join the waitlist</Trans>
      </button>
    </div>
  );
}
