import { brandAtom, bookingAtom, emptyBooking, resetJourneyAtom, withGuestCount } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { kioskDeviceAtom } from '../../device/kiosk-device';

export interface SaleStart {
  /** Who the booking is for: the guest's name, or the member's. */
  contactName: string;
  contactPhone?: string;
  contactEmail?: string;
  guestCount: number;
}

/**
 * A new sale starts from an empty draft for this kiosk's brand and branch (the device's, never the URL's;
 * docs/access.md, Kiosk devices), the first guest named after the customer, then the treatments.
 */
export function useStartSale() {
  const brand = useAtomValue(brandAtom);
  const device = useAtomValue(kioskDeviceAtom);
  const resetJourney = useSetAtom(resetJourneyAtom);
  const setBooking = useSetAtom(bookingAtom);
  const navigate = useNavigate();

  return (start: SaleStart) => {
    if (!device) return;
    resetJourney();
    const draft = withGuestCount(
      {
        ...emptyBooking,
        channel: 'kiosk',
        // The QR on the kiosk's own screen is the quickest way to pay.
        payment: { method: 'qr', redirectUrl: null, qrText: null },
        brandId: brand?.id ?? null,
        branchId: device.branch_id,
        contact: {
          name: start.contactName,
          phone: start.contactPhone ?? '',
          email: start.contactEmail ?? '',
        },
      },
      start.guestCount,
    );
    const first = draft.guests['1'];
    setBooking(
      first ? { ...draft, guests: { ...draft.guests, 1: { ...first, name: start.contactName } } } : draft,
    );
    void navigate('/treatment');
  };
}
