// The waitlist's rules (docs/product-rules.md, Waitlist), shared by the server and the web's form.

/** A window longer than this is not a wish for a time any more, but for a day. */
export const WAITLIST_LONGEST_WINDOW_MIN = 6 * 60;

/** A start is offered only this long ahead at the least, so the customer has time to pay and to come. */
export const WAITLIST_OFFER_LEAD_MIN = 60;

/** The latest starts the web offers after the chosen one: the same time, or up to three hours later. */
export const WAITLIST_WINDOW_STEPS_MIN = [0, 30, 60, 120, 180] as const;

/** Whether `from`..`until` (minutes of the day) is a window the waitlist takes. */
export function isWaitlistWindow(from: number, until: number): boolean {
  return until >= from && until - from <= WAITLIST_LONGEST_WINDOW_MIN;
}
