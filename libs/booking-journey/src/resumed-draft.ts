import type { PrebookingQuery } from '@sabai/graphql';
import { emptyBooking, paymentMethods, type BookingDraft, type GuestDraft } from '@sabai/state';

/**
 * The draft of a held booking opened by its id and secret, for paying it at the checkout: the web's resume page,
 * and the kiosk's return page after the card gateway (the kiosk's draft is in memory, gone with the reload).
 */
export function resumedDraft(found: NonNullable<PrebookingQuery['prebooking']>, token: string): BookingDraft {
  const [date = null, time = null] = found.date_time.split(' ');
  const guests: Record<string, GuestDraft> = {};
  for (const g of found.guests) {
    guests[String(g.no)] = {
      no: g.no,
      name: g.name ?? '',
      start: { onsen: null, spa: null },
      treatments: g.treatments,
    };
  }
  return {
    ...emptyBooking,
    id: found.id,
    token,
    channel: found.channel,
    guestCount: found.guest_count,
    date,
    time,
    brandId: found.brand_id,
    branchId: found.branch_id,
    promoCode: found.promo_code ?? '',
    guests,
    contact: {
      name: found.contact.name ?? '',
      phone: found.contact.phone ?? '',
      email: found.contact.email ?? '',
    },
    request: found.request ?? '',
    holdExpiresAt: found.hold_expires_at ?? null,
    payment: {
      method: paymentMethods.find((m) => m === found.payment.method) ?? 'card',
      redirectUrl: null,
    },
    state: 'pending',
  };
}
