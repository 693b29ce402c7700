// The journey's functions bound to the web's configuration, for the booking pages (links to a confirmed
// booking are in confirm-path.ts).
import { createJourney } from '@sabai/booking-journey';
import { webJourneyConfig } from './journey-config';

export const webJourney = createJourney(webJourneyConfig);

export const branchNow = webJourney.branchNow;
export const onlineSlots = webJourney.startTimes;
export const wholeBookingProblems = webJourney.bookingProblems;
