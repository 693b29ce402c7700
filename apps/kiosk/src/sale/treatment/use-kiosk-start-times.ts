import { useBookingOptions, type ApiBranch } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { AvailabilityDocument } from '@sabai/graphql';
import { bookingAtom, guestsJson } from '@sabai/state';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { kioskJourney } from '../kiosk-journey';
import { visitAt } from './visit-at';

/** How many later starts of today the customer is offered besides the earliest. */
const LATER_CHOICES = 5;

/**
 * Today's starts from now (docs/product-rules.md, Kiosk): the server counts the whole party with its
 * treatments at each start; the earliest free one is chosen unless the customer picked another free one.
 * `free` is null until the server has answered.
 */
export function useKioskStartTimes(branch: ApiBranch | undefined, catalog: Catalog) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const options = useBookingOptions('kiosk');
  const now = branch ? kioskJourney.branchNow(branch) : null;
  const today = now?.date ?? null;
  // The starts change with the quarter hour, not with every render's clock reading.
  const quarter = now ? Math.floor(now.time / 15) : null;
  const slots = useMemo(() => {
    if (!branch || quarter === null) return [];
    const at = kioskJourney.branchNow(branch);
    return kioskJourney.startTimes(branch, at.date, at, options);
  }, [branch, quarter, options]);
  const hasTreatments = Object.values(booking.guests).some((g) => g.treatments.length > 0);

  // The visit is today: a draft of another day (or none yet) starts at the first start from now.
  useEffect(() => {
    if (!today) return;
    const first = slots[0];
    if (first === undefined) return;
    if (booking.date !== today || !booking.time || !slots.includes(booking.time)) {
      setBooking((b) => visitAt(b, today, first, catalog));
    }
  }, [today, slots, booking.date, booking.time, catalog, setBooking]);

  const [{ data, fetching }] = useQuery({
    query: AvailabilityDocument,
    variables: {
      input: {
        branch_id: booking.branchId ?? '',
        date: today ?? '',
        guest_count: booking.guestCount,
        treatments: guestsJson(booking),
        time: booking.time,
      },
    },
    pause: !booking.branchId || !today || !booking.time || !hasTreatments,
    requestPolicy: 'network-only',
  });
  const answered = data?.availability.date === today ? data.availability.times : null;
  const free = useMemo(
    () => (answered ? answered.filter((t) => t.is_free && slots.includes(t.time)).map((t) => t.time) : null),
    [answered, slots],
  );

  // The chosen start no longer fits the party (its treatments changed, another customer booked): the earliest
  // free start is taken instead.
  useEffect(() => {
    if (!free || !today || !booking.time || free.includes(booking.time)) return;
    const first = free[0];
    if (first !== undefined) setBooking((b) => visitAt(b, today, first, catalog));
  }, [free, today, booking.time, catalog, setBooking]);

  const choose = (time: string) => {
    if (today) setBooking((b) => visitAt(b, today, time, catalog));
  };
  return {
    closed: Boolean(branch && slots.length === 0),
    free: free?.slice(0, LATER_CHOICES + 1) ?? null,
    fullToday: free !== null && free.length === 0,
    checking: fetching,
    chosen: booking.time,
    choose,
  };
}
