// Self check-in (docs/product-rules.md, Kiosk): the customer shows the booking's QR code (from the
// confirmation e-mail or page) to the kiosk's camera, or to a handheld scanner that types it; the server checks
// the booking in or says why not (another branch, another day, too early, unpaid, already in).
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { KioskCheckInDocument, type KioskCheckInMutation } from '@sabai/graphql';
import { formatTime, oneOrOther } from '@sabai/i18n';
import { QrReader } from '@sabai/ui/qr';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import styles from './check-in-page.module.css';

type Outcome = { ok: KioskCheckInMutation['kioskCheckIn'] } | { refused: string };

export function CheckInPage() {
  const [{ fetching }, checkIn] = useMutation(KioskCheckInDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { t } = useLingui();

  const submit = async (qr: string) => {
    // The page says the refusal itself: the client's own report stays quiet.
    const answer = await checkIn({ qr }, { quietErrors: true });
    const refusal =
      answer.error?.graphQLErrors[0]?.message ??
      (answer.error ? t`Check-in failed. Please see the reception.` : null);
    setOutcome(answer.data ? { ok: answer.data.kioskCheckIn } : { refused: refusal ?? '' });
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Check in with your booking QR code</Trans>
      </h1>
      <p>
        <Trans>Hold the QR code from your confirmation up to the camera.</Trans>
      </p>
      {outcome && 'ok' in outcome && (
        <div role="status" className={styles.done}>
          <p className={styles.big}>
            <Trans>You are checked in. Welcome!</Trans>
          </p>
          <CheckedIn
            bookingNo={outcome.ok.booking_no}
            time={outcome.ok.time}
            guests={outcome.ok.guest_count}
          />
        </div>
      )}
      {outcome && 'refused' in outcome && (
        <p role="alert" className={styles.refused}>
          {outcome.refused}
        </p>
      )}
      <QrReader
        onText={(text) => void submit(text)}
        busy={fetching}
        fieldLabel={t`Booking QR code`}
        submitLabel={t`Check in`}
      />
      <Link to="/" className={styles.home}>
        <Trans>Back to the start</Trans>
      </Link>
    </main>
  );
}

/**
 * The checked-in booking in words. A select on our own one/other rather than a plural, which would build an Intl
 * formatter (docs/decisions.md, "Dates and amounts without Intl").
 */
function CheckedIn({ bookingNo, time, guests }: { bookingNo: string; time: string; guests: number }) {
  return (
    <p>
      <Trans>
        Booking {bookingNo} at {formatTime(time)},{' '}
        <Select value={oneOrOther(guests)} _one={`${guests} guest`} other={`${guests} guests`} />
      </Trans>
    </p>
  );
}
