// The kiosk's booking journey (docs/architecture.md, The booking journey): the draft in memory only (a shared
// screen keeps nothing of one customer for the next, and a reload starts afresh), the sale's pages under
// /kiosk and the device's clock; starts from now on the 15-minute grid come with useBookingOptions('kiosk'). A
// plain object, so the entry chunk that hands its storage to the store carries none of the journey's rules.
import { memoryStorage } from '@sabai/state';
import type { JourneyConfig } from '@sabai/booking-journey';

export const kioskJourneyConfig: JourneyConfig = {
  storage: memoryStorage(),
  paths: {
    payment: '/payment',
    paymentReturn: '/kpayment/return',
    confirm: '/confirm',
    resume: '/booking',
  },
  now: () => Date.now(),
};
