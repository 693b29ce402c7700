import { Trans, useLingui } from '@lingui/react/macro';
import { useBranches } from '@sabai/booking-journey';
import { bookingAtom, withVisitTime } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { branchNow } from './web-journey';
import styles from './booking.module.css';
import { BranchField } from './branch-field';
import { DateCalendar } from './date-calendar';
import { PromoCodeField } from '@sabai/ui/booking';
import { GuestCountField } from './guest-count-field';
import { usePartyTimes } from './use-availability';
import { useStartCheck } from './use-start-check';
import { VisitTimeField } from './visit-time-field';

/** /book: branch, date, time, guest count and promo code (docs/product-rules.md, Screens and routes). */
export function BookStartPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { branches, data, error, refetch } = useBranches();
  const { t } = useLingui();
  const branch = branches.find((b) => b.id === booking.branchId);
  const now = useMemo(() => (branch ? branchNow(branch) : null), [branch]);
  const { slots, times, freeSlots, fullDays, setMonth, isOpen } = usePartyTimes(branch, now);
  const { missing, branchMessage, timeMessage, next } = useStartCheck(branch, freeSlots);

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Book a visit</Trans>
      </h1>
      {error && !data && (
        <LoadError
          message={<Trans>Branches could not be loaded.</Trans>}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <BranchField
          branches={branches}
          branch={branch}
          error={missing === 'branch' && !branch ? branchMessage : null}
        />
        {branch && now && (
          <fieldset className={styles.fieldset}>
            <legend>{t`Date`}</legend>
            <DateCalendar
              value={booking.date}
              today={now.date}
              isOpen={isOpen}
              isFull={fullDays.has.bind(fullDays)}
              onMonthShown={setMonth}
              onChange={(date) => setBooking((b) => withVisitTime(b, { date, time: null }))}
            />
          </fieldset>
        )}
        {branch && booking.date && (
          <VisitTimeField
            slots={slots}
            availability={times}
            error={missing === 'time' && !booking.time ? timeMessage : null}
          />
        )}
        <GuestCountField />
        <PromoCodeField applyClassName={styles.secondary} />
        <button type="submit" className={styles.primary}>
          <Trans>Choose treatments</Trans>
        </button>
      </form>
    </main>
  );
}
