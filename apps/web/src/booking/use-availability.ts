// What the party can get at the branch, asked of the server before any name is typed (docs/product-rules.md,
// Availability). Never cached: places change with every booking; prebook still decides.
import { useBookingOptions, type ApiBranch } from '@sabai/booking-journey';
import type { LocalDateTime } from '@sabai/booking-rules';
import { AvailabilityDocument, AvailabilityMonthDocument } from '@sabai/graphql';
import { bookingAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { onlineSlots } from './web-journey';

export interface TimeAvailability {
  isFree: boolean;
  /** For a full time, free times of the same day ('HH:mm:ss'). */
  nextFree: readonly string[];
}

export interface DayAvailabilityQuestion {
  branchId: string | null;
  date: string | null;
  guestCount: number;
  /** The guests as JSON (guestsJson) once treatments are chosen, with the time their starts were chosen for. */
  treatments?: string | null;
  time?: string | null;
  /** A paid booking being moved: its own party is counted and its own places are free. */
  booking?: { id: string; token: string } | null;
}

/**
 * The day's start times by 'HH:mm:ss', or null until the server has answered (then every time the client
 * computes is shown; the server is asked again at prebook anyway).
 */
export function useDayAvailability(question: DayAvailabilityQuestion, pause = false) {
  const { branchId, date, guestCount, treatments = null, time = null, booking = null } = question;
  const [result] = useQuery({
    query: AvailabilityDocument,
    variables: {
      input: {
        branch_id: branchId ?? '',
        date: date ?? '',
        guest_count: guestCount,
        ...(treatments ? { treatments, time } : {}),
        ...(booking ? { booking_id: booking.id, token: booking.token } : {}),
      },
    },
    pause: pause || !branchId || !date,
    requestPolicy: 'network-only',
  });
  const times = useMemo(() => {
    const answered = result.data?.availability;
    if (!answered || answered.date !== date) return null;
    return new Map<string, TimeAvailability>(
      answered.times.map((t) => [t.time, { isFree: t.is_free, nextFree: t.next_free }]),
    );
  }, [result.data, date]);
  return { times, fetching: result.fetching };
}

/** The days of a month ('YYYY-MM') with nothing free for the party; empty until answered. */
export function useFullDays(
  branchId: string | null,
  month: string | null,
  guestCount: number,
): ReadonlySet<string> {
  const [result] = useQuery({
    query: AvailabilityMonthDocument,
    variables: { input: { branch_id: branchId ?? '', month: month ?? '', guest_count: guestCount } },
    pause: !branchId || !month,
    requestPolicy: 'network-only',
  });
  return useMemo(
    () => new Set((result.data?.availabilityMonth ?? []).filter((d) => !d.has_free).map((d) => d.date)),
    [result.data],
  );
}

/**
 * /book's times for the party: the server's answer decides which the whole party can get; until it comes,
 * the times the branch's hours allow are shown. Also the full days of the calendar's month, and which days open.
 */
export function usePartyTimes(branch: ApiBranch | undefined, now: LocalDateTime | null) {
  const booking = useAtomValue(bookingAtom);
  const branchId = branch?.id ?? null;
  const options = useBookingOptions('web');
  const computed = branch && now && booking.date ? onlineSlots(branch, booking.date, now, options) : [];
  const { times } = useDayAvailability({ branchId, date: booking.date, guestCount: booking.guestCount });
  const slots = times ? [...times.keys()] : computed;
  const freeSlots = slots.filter((slot) => times?.get(slot)?.isFree !== false);
  const [month, setMonth] = useState<string | null>(null);
  const fullDays = useFullDays(branchId, month, booking.guestCount);
  /** Whether a day has any start the branch's hours and the brand's advance time allow. */
  const isOpen = (date: string) => !!branch && !!now && onlineSlots(branch, date, now, options).length > 0;
  return { slots, times, freeSlots, fullDays, setMonth, isOpen };
}
