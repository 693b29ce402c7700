import { PrebookDocument } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestsJson, type BookingDraft } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useMutation } from 'urql';

/**
 * Holds the places of the draft on the server (docs/api.md, Booking). A draft already prebooked sends its id
 * and token, so the server moves that hold instead of taking a second one.
 */
export function usePrebook() {
  const booking = useAtomValue(bookingAtom);
  const setBooking = useSetAtom(bookingAtom);
  const [, prebook] = useMutation(PrebookDocument);
  const [busy, setBusy] = useState(false);

  const run = async (draft: BookingDraft = booking): Promise<boolean> => {
    const dateTime = bookingDateTime(draft);
    if (!dateTime) return false;
    setBusy(true);
    const result = await prebook({
      input: {
        id: draft.id,
        token: draft.token,
        channel: draft.channel,
        guest_count: draft.guestCount,
        brand_id: draft.brandId,
        branch_id: draft.branchId,
        date_time: dateTime,
        promo_code: draft.promoCode || null,
        treatments: guestsJson(draft),
        contact_name: draft.contact.name,
        contact_email: draft.contact.email || null,
        contact_phone: draft.contact.phone || null,
        payment_method: draft.payment.method,
        request: draft.request || null,
      },
    });
    setBusy(false);
    const answer = result.data?.prebook;
    if (!answer) return false;
    const allotment = {
      is_bookable: answer.is_bookable,
      message: answer.message ?? null,
      guests: answer.guests.map((g) => ({
        no: g.no,
        is_bookable: g.is_bookable,
        message: g.message ?? null,
      })),
      suggest_branches: answer.suggest_branches,
      is_swappable_branch: answer.is_swappable_branch,
    };
    // Merged into the draft as it is now: what the customer changed while waiting is kept.
    setBooking((current) => ({
      ...current,
      branchId: draft.branchId,
      contact: draft.contact,
      id: answer.booking_id ?? draft.id,
      token: answer.token ?? draft.token,
      holdExpiresAt: answer.is_bookable ? (answer.hold_expires_at ?? null) : null,
      state: answer.is_bookable ? 'pending' : 'check',
      allotment: answer.is_bookable ? null : allotment,
    }));
    return answer.is_bookable;
  };
  return { prebook: run, busy };
}
