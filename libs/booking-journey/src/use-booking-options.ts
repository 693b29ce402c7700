// The channel's booking options under the brand's settings (docs/product-rules.md, Booking): the web and the kiosk
// take the brand's group limit, the web its advance time, exactly as the server checks them (brandBookingOptions).
import { brandBookingOptions, type BookingOptions } from '@sabai/booking-rules';
import { brandAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

export function useBookingOptions(channel: 'web' | 'kiosk'): BookingOptions {
  const online = useAtomValue(brandAtom)?.online_booking;
  return useMemo(
    () =>
      brandBookingOptions(channel, {
        maxGuests: online?.max_guests ?? null,
        advanceMin: online?.advance_min ?? null,
      }),
    [channel, online],
  );
}
