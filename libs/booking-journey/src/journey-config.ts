// What differs between the apps that sell a booking: where the draft is kept, which pages the journey
// leads to and the clock. How far ahead a start must be and how many may come follow the channel and its brand
// (useBookingOptions). Everything else is the same journey.
import type { DraftStorage } from '@sabai/state';

/** Router paths of the channel's pages (within the app's basename). */
export interface JourneyPaths {
  /** The page that hands the customer over to the gateway's `redirect_url`. */
  payment: string;
  /**
   * Where the gateway sends the customer back. The server builds the return URL today
   * (kpaymentOrder), so this names the page for the app's routes and for the day the server asks.
   */
  paymentReturn: string;
  /** The confirmation: `<confirm>/<booking no>?booking=<id>&token=<secret>`. */
  confirm: string;
  /** A held or paid booking by its id and secret: `<resume>/<id>?token=<secret>`. */
  resume: string;
}

export interface JourneyConfig {
  /** The draft (key `isbs-vuex-vp`) and the last confirmed booking: sessionStorage or `memoryStorage()`. */
  storage: DraftStorage;
  paths: JourneyPaths;
  /** Now, in epoch milliseconds: the journey never reads the device's clock by itself. */
  now: () => number;
}
