// The journey's functions bound to one app's configuration, for its pages and for the hooks.
import type { BookingOptions, Catalog, IsoDate, LocalDateTime, Problem } from '@sabai/booking-rules';
import type { BookingDraft, GuestDraft } from '@sabai/state';
import { wholeBookingProblems } from './booking-check';
import { branchNow, startTimes } from './booking-clock';
import type { ApiBranch } from './catalog';
import { bookingRefPath, lastBooking, rememberBooking, resumePath, type BookingRef } from './confirm-path';
import type { JourneyConfig } from './journey-config';

export interface Journey {
  config: JourneyConfig;
  /** Now at the branch, by the configured clock. */
  branchNow(branch: ApiBranch): LocalDateTime;
  /** Start times 'HH:mm:ss' still bookable on `date` under the channel's options; empty when closed. */
  startTimes(
    branch: ApiBranch,
    date: IsoDate,
    now: LocalDateTime,
    options: BookingOptions,
    durationMin?: number,
  ): string[];
  /** The whole booking as the server will check it, now, under the channel's options. */
  bookingProblems(
    branch: ApiBranch,
    booking: BookingDraft,
    guests: readonly GuestDraft[],
    catalog: Catalog,
    options: BookingOptions,
  ): readonly Problem[];
  confirmPath(no: string, id: string, token: string): string;
  resumePath(id: string, token: string): string;
  rememberBooking(ref: BookingRef): void;
  lastBooking(): BookingRef | null;
}

export function createJourney(config: JourneyConfig): Journey {
  const { storage, paths, now } = config;
  return {
    config,
    branchNow: (branch) => branchNow(branch, now()),
    startTimes: (branch, date, at, options, durationMin = 0) =>
      startTimes(branch, date, at, options, durationMin),
    bookingProblems: (branch, booking, guests, catalog, options) =>
      wholeBookingProblems(branch, booking, guests, catalog, branchNow(branch, now()), options),
    confirmPath: (no, id, token) => bookingRefPath(paths.confirm, no, id, token),
    resumePath: (id, token) => resumePath(paths.resume, id, token),
    rememberBooking: (ref) => rememberBooking(storage, ref),
    lastBooking: () => lastBooking(storage),
  };
}
