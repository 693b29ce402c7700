import { Trans, useLingui } from '@lingui/react/macro';
import { CONFIRMED_STATES, resumedDraft } from '@sabai/booking-journey';
import { PrebookingDocument } from '@sabai/graphql';
import { bookingAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import styles from './booking.module.css';
import { confirmPath } from './confirm-path';

/** /book/{uuid}?token=…: a booking by its id and secret; a paid one is shown, a held one resumed. */
export function ResumePage() {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setBooking = useSetAtom(bookingAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const [{ data, fetching }] = useQuery({
    query: PrebookingDocument,
    variables: { id: uuid, token },
    pause: !token,
    requestPolicy: 'network-only',
  });
  const found = data?.prebooking;
  const held =
    found?.state === 'pending' &&
    found.hold_expires_at !== null &&
    Date.parse(found.hold_expires_at ?? '') > Date.now();

  useEffect(() => {
    if (!found) return;
    if (found.booking_no && CONFIRMED_STATES.has(found.state)) {
      void navigate(confirmPath(found.booking_no, found.id, token), { replace: true });
      return;
    }
    if (!held) return;
    setBooking(resumedDraft(found, token));
    void navigate('/book/checkout', { replace: true });
  }, [found, held, token, navigate, setBooking]);

  if (token && (fetching || (found && (held || (found.booking_no && CONFIRMED_STATES.has(found.state)))))) {
    return <PageLoading />;
  }
  return (
    <main id="main" className={styles.page}>
      <h1>
        {found
          ? t({
              id: 'error.booking.expired',
              message: 'Sorry, your booking request has expired. Please make a new one.',
            })
          : t({ id: 'error.booking.notFound', message: 'Booking not found' })}
      </h1>
      <Link className={styles.primary} to="/book">
        <Trans>Make a new booking</Trans>
      </Link>
    </main>
  );
}
