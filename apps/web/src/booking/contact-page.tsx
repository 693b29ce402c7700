import { Trans } from '@lingui/react/macro';
import { usePrebook } from '@sabai/booking-journey';
import { bookingAtom, withChangedVisit, type BookingDraft, type SuggestedBranch } from '@sabai/state';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AllotmentNotice } from './allotment-notice';
import styles from './booking.module.css';
import { ContactForm } from './contact-form';
import { usePrefetch } from './use-prefetch';
import { useWebFunnel } from '../analytics/use-web-funnel';

// The waitlist's form loads only for a booking that does not fit (docs/product-rules.md, Waitlist).
const JoinWaitlist = lazy(() => import('./join-waitlist'));

/** /book/contact: who books, and the tax invoice if wanted; then the places are held (prebook). */
export function ContactPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  usePrefetch(() => import('./payment-routes'));
  const { prebook, busy } = usePrebook();
  const navigate = useNavigate();
  useWebFunnel('treatments');

  if (!booking.branchId || !booking.date || !booking.time) return <Navigate to="/book" replace />;

  const hold = async (draft: BookingDraft) => {
    if (await prebook(draft)) void navigate('/book/checkout');
  };
  const switchBranch = async (branch: SuggestedBranch) => {
    // A suggested branch sells the same menu (is_swappable_branch): the guests' lists stay as they are.
    const draft = withChangedVisit(booking, { branchId: branch.id });
    setBooking(draft);
    await hold(draft);
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Contact details</Trans>
      </h1>
      {booking.allotment && !booking.allotment.is_bookable && (
        <>
          <AllotmentNotice allotment={booking.allotment} onSwitch={(b) => void switchBranch(b)} busy={busy} />
          <Suspense fallback={null}>
            <JoinWaitlist booking={booking} />
          </Suspense>
        </>
      )}
      <ContactForm busy={busy} onSubmit={(contact) => hold({ ...booking, contact })} />
    </main>
  );
}
