// The web's booking journey: the draft in this tab's sessionStorage (key isbs-vuex-vp, so a reload keeps
// it), the /book pages and the device's clock; start times and the group limit come with useBookingOptions('web').
// A plain object, so the entry chunk that gives it to JourneyProvider carries none of the journey's rules.
import type { JourneyConfig } from '@sabai/booking-journey';

export const webJourneyConfig: JourneyConfig = {
  storage: sessionStorage,
  paths: {
    payment: '/book/kpayment',
    paymentReturn: '/book/kpayment/return',
    confirm: '/book/confirm',
    resume: '/book',
  },
  now: () => Date.now(),
};
