/** Where a booking is shown: the number in the path, the id and secret in the query (for the server). */
export function confirmPath(
  bookingNo: string,
  id: string,
  token: string,
  page: 'confirm' | 'print' = 'confirm',
) {
  return `/book/${page}/${encodeURIComponent(bookingNo)}?booking=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

const LAST_KEY = 'sabai-last-booking';

/** The last confirmed booking of this tab, for /book/confirm and /book/print without a number. */
export function rememberBooking(ref: { no: string; id: string; token: string }) {
  sessionStorage.setItem(LAST_KEY, JSON.stringify(ref));
}

export function lastBooking(): { no: string; id: string; token: string } | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LAST_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as { no: string; id: string; token: string }) : null;
  } catch {
    return null;
  }
}
