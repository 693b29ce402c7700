/** States in which a booking is shown as confirmed (web and kiosk); cancelled or no-show ones are not. */
export const CONFIRMED_STATES: ReadonlySet<string> = new Set(['paid', 'checked_in', 'completed']);
