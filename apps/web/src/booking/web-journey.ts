// The journey's functions bound to the web's configuration, for the booking and member pages.
import { bookingRefPath, createJourney } from '@sabai/booking-journey';
import { webJourneyConfig } from './journey-config';

export const webJourney = createJourney(webJourneyConfig);

/** The confirmation, or its printable copy (a page only the web has). */
export function confirmPath(no: string, id: string, token: string, page: 'confirm' | 'print' = 'confirm') {
  return page === 'print'
    ? bookingRefPath('/book/print', no, id, token)
    : webJourney.confirmPath(no, id, token);
}

export const branchNow = webJourney.branchNow;
export const onlineSlots = webJourney.startTimes;
export const wholeBookingProblems = webJourney.bookingProblems;
export const calendarFile = webJourney.calendarFile;
