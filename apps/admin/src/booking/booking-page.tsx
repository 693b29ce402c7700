import { Trans, useLingui } from '@lingui/react/macro';
import { StaffBookingDocument } from '@sabai/graphql/staff';
import { formatLongDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError, PageLoading, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { can } from '@sabai/access';
import { useChannelLabel, useStateLabel } from '../day/state-labels';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import type { SignedInStaff } from '../session/staff-auth-api';
import { BookingActions } from './booking-actions';
import { PaymentPanel } from './payment-panel';
import retry from '../layout/retry.module.css';
import styles from './booking-page.module.css';
import {
  ContactSection,
  GuestsSection,
  HistorySection,
  PaymentsSection,
  TaxInvoiceSection,
} from './booking-sections';

/** /admin/booking/:id: one booking in detail, with the transitions the server allows now. */
export function BookingPage() {
  const { id = '' } = useParams();
  const locale = useAtomValue(localeAtom);
  const stateLabel = useStateLabel();
  const channelLabel = useChannelLabel();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StaffBookingDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // Treatment names and the server's texts come in the staff's language: a language switch asks again.
  useRefetchOnLocaleSwitch(reload, 0);
  const booking = data?.staffBooking;
  const { staff } = useAdminContext();

  if (!booking) {
    if (fetching) return <PageLoading />;
    return (
      <BookingUnavailable message={error?.graphQLErrors[0]?.message} onRetry={error ? reload : undefined} />
    );
  }
  return (
    <main id="main" className={styles.page}>
      <BackLink date={booking.date} />
      <h1>
        <Trans>Booking {booking.booking_no ?? '—'}</Trans>
      </h1>
      <p className={styles.summary}>
        <span className={styles.state}>{stateLabel(booking.state)}</span> · {booking.branch.name} ·{' '}
        {formatLongDate(booking.date, locale, 'full')} {formatTime(booking.time)} ·{' '}
        {channelLabel(booking.channel)}
      </p>
      <BookingActions
        id={booking.id}
        actions={booking.actions}
        member={booking.member_id !== null}
        mayRefund={mayRefund(staff, booking.branch)}
        onChanged={reload}
      />
      <PaymentPanel booking={booking} onChanged={reload} />
      <div className={styles.sections}>
        <ContactSection booking={booking} />
        <GuestsSection booking={booking} />
        <TaxInvoiceSection booking={booking} />
        <PaymentsSection booking={booking} />
        <HistorySection booking={booking} />
      </div>
    </main>
  );
}

/** Money back needs the refund permission at the booking's branch (docs/access.md, Permission table). */
function mayRefund(staff: SignedInStaff, branch: { id: string; brand_id: string }): boolean {
  return can(staffActor(staff), 'refund', 'booking', { brandId: branch.brand_id, branchId: branch.id });
}

/** A booking that is not there (booking.notFound) or not reachable: the server's sentence and a way back. */
function BookingUnavailable({
  message,
  onRetry,
}: {
  message: string | undefined;
  onRetry: (() => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.page}>
      <h1>{t`Booking`}</h1>
      {onRetry && (
        <LoadError
          retryClassName={retry.retry}
          message={message ?? t`The booking could not be loaded.`}
          onRetry={onRetry}
        />
      )}
      <BackLink date={undefined} />
    </main>
  );
}

function BackLink({ date }: { date: string | undefined }) {
  return (
    <Link to={date ? `/?date=${date}` : '/'} className={styles.back}>
      <span aria-hidden="true">← </span>
      <Trans>Back to the day sheet</Trans>
    </Link>
  );
}
