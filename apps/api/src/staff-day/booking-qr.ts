// The booking's QR code holds its resume link, `<origin>/book/<id>?token=<secret>`, as the web's confirmation
// and print pages draw it (libs/booking-journey resumePath): the desk reads the id and the secret back.
const PATH = /^\/book\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export interface BookingQr {
  id: string;
  token: string;
}

/** The booking id and token of a scanned link (absolute or a path), or null for anything else. */
export function parseBookingQr(text: string): BookingQr | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'http://desk.invalid');
  } catch {
    return null;
  }
  const id = PATH.exec(url.pathname)?.[1];
  const token = url.searchParams.get('token');
  return id && token ? { id: id.toLowerCase(), token } : null;
}
