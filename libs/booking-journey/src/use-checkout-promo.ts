import { bookingAtom, type BookingDraft } from '@sabai/state';
import { useAtom } from 'jotai';

/**
 * A code changed at checkout moves the hold onto it (prebook with the booking's id and token,
 * docs/product-rules.md, Holds): the server prices and charges the booking with the code it holds. The web's
 * checkout and the kiosk's.
 */
export function useCheckoutPromo(prebook: (draft: BookingDraft) => Promise<boolean>) {
  const [booking, setBooking] = useAtom(bookingAtom);
  return async (code: string) => {
    if (code === booking.promoCode) return;
    if (await prebook({ ...booking, promoCode: code })) setBooking((b) => ({ ...b, promoCode: code }));
  };
}
