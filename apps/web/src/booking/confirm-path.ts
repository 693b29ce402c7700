// Links to a confirmed booking, apart from web-journey.ts: the member's bookings need them, and importing
// web-journey.ts would bring the journey's rules (createJourney) into the member chunk.
import { bookingRefPath } from '@sabai/booking-journey';
import { webJourneyConfig } from './journey-config';

/** The confirmation, or its printable copy (a page only the web has). */
export function confirmPath(no: string, id: string, token: string, page: 'confirm' | 'print' = 'confirm') {
  return bookingRefPath(page === 'print' ? '/book/print' : webJourneyConfig.paths.confirm, no, id, token);
}
