/** States in which a booking is shown as confirmed; cancelled or no-show ones are not. */
export const CONFIRMED = new Set(['paid', 'checked_in', 'completed']);
