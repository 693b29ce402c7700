import { Trans, useLingui } from '@lingui/react/macro';
import { useBranches, type ApiBranch } from '@sabai/booking-journey';
import { onlineBookingOptions } from '@sabai/booking-rules';
import { formatTime, problemMessage } from '@sabai/i18n';
import {
  bookingAtom,
  productStateAtom,
  showSnackbarAtom,
  withChangedVisit,
  withGuestCount,
  withVisitTime,
  type BookingDraft,
} from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { branchNow, onlineSlots } from './web-journey';
import styles from './booking.module.css';
import { DateCalendar } from './date-calendar';
import { PromoCodeField } from './promo-code-field';
import { branchesByProvince } from '../pages/branches-by-province';

/** A new branch means another menu: the guests' lists are emptied, their names kept. */
function withBranch(booking: BookingDraft, branch: ApiBranch): BookingDraft {
  const guests = Object.fromEntries(
    Object.entries(booking.guests).map(([no, g]) => [
      no,
      { ...g, treatments: [], start: { onsen: null, spa: null } },
    ]),
  );
  return withChangedVisit(booking, { branchId: branch.id, brandId: branch.brand_id, guests, time: null });
}

/** /book: branch, date, time, guest count and promo code (SPEC §2). */
export function BookStartPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const setView = useSetAtom(productStateAtom);
  const { branches, data, error, refetch } = useBranches();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const branch = branches.find((b) => b.id === booking.branchId);
  const now = useMemo(() => (branch ? branchNow(branch) : null), [branch]);
  const slots = branch && now && booking.date ? onlineSlots(branch, booking.date, now) : [];

  const [missing, setMissing] = useState<'branch' | 'time' | null>(null);
  const branchMessage = problemMessage(i18n, { code: 'branch_required', params: {} });
  const timeMessage = t`Please choose a date and a time.`;
  const next = () => {
    // Said next to the field, which gets the focus, and in the snackbar (SPEC §8).
    const gap = !branch
      ? 'branch'
      : !booking.date || !booking.time || !slots.includes(booking.time)
        ? 'time'
        : null;
    setMissing(gap);
    if (gap) {
      showSnackbar({ message: gap === 'branch' ? branchMessage : timeMessage, color: 'error' });
      document.getElementById(gap === 'time' && booking.date ? 'book-time' : 'book-branch')?.focus();
      return;
    }
    void navigate('/book/treatment');
  };

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
        <div className={styles.field}>
          <label htmlFor="book-branch">{t`Branch`}</label>
          <select
            id="book-branch"
            aria-invalid={missing === 'branch' && !branch}
            aria-describedby={missing === 'branch' && !branch ? 'book-branch-error' : undefined}
            value={booking.branchId ?? ''}
            onChange={(e) => {
              const chosen = branches.find((b) => b.id === e.target.value);
              if (!chosen) return;
              setBooking((b) => withBranch(b, chosen));
              // The old branch's filters mean nothing at the new one.
              setView({ filter: null, activeGuest: 1 });
            }}
          >
            <option value="" disabled>
              {t`Choose a branch`}
            </option>
            {branchesByProvince(branches).map((group) => (
              <optgroup key={group.code} label={group.name}>
                {group.branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({formatTime(b.open_time)}–{formatTime(b.close_time)})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {missing === 'branch' && !branch && (
            <p id="book-branch-error" className={styles.error}>
              {branchMessage}
            </p>
          )}
          {branch && (
            <p className={styles.hint}>
              {branch.friendly_address} ·{' '}
              <Trans>
                Open {formatTime(branch.open_time)}–{formatTime(branch.close_time)}
              </Trans>
            </p>
          )}
        </div>

        {branch && now && (
          <fieldset className={styles.fieldset}>
            <legend>{t`Date`}</legend>
            <DateCalendar
              value={booking.date}
              today={now.date}
              isOpen={(date) => onlineSlots(branch, date, now).length > 0}
              onChange={(date) => setBooking((b) => withVisitTime(b, { date, time: null }))}
            />
          </fieldset>
        )}

        {branch && booking.date && (
          <div className={styles.field}>
            <label htmlFor="book-time">{t`Time`}</label>
            <select
              id="book-time"
              aria-invalid={missing === 'time' && !booking.time}
              aria-describedby={missing === 'time' && !booking.time ? 'book-time-error' : undefined}
              value={booking.time ?? ''}
              onChange={(e) => setBooking((b) => withVisitTime(b, { time: e.target.value || null }))}
            >
              <option value="">{t`Choose a time`}</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatTime(slot)}
                </option>
              ))}
            </select>
            {slots.length === 0 && <p className={styles.hint}>{t`No start times are left on this day.`}</p>}
            {missing === 'time' && !booking.time && (
              <p id="book-time-error" className={styles.error}>
                {timeMessage}
              </p>
            )}
          </div>
        )}

        <div className={styles.field}>
          <label htmlFor="book-guests">{t`Guests`}</label>
          <select
            id="book-guests"
            value={booking.guestCount}
            onChange={(e) =>
              setBooking((b) => withChangedVisit(withGuestCount(b, Number(e.target.value)), {}))
            }
          >
            {Array.from({ length: onlineBookingOptions.maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p className={styles.hint}>
            <Link to="/book/direct">
              <Trans>More than {onlineBookingOptions.maxGuests} guests? Send us a group request.</Trans>
            </Link>
          </p>
        </div>

        <PromoCodeField />

        <button type="submit" className={styles.primary}>
          <Trans>Choose treatments</Trans>
        </button>
      </form>
    </main>
  );
}
