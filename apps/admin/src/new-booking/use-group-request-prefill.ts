// ?request=<id> (docs/product-rules.md, Bookings made by staff): the form starts from the group request —
// its branch, date, time, party and contact — and the booking made answers it (createStaffBooking with
// group_request_id books the request in the same transaction).
import { GroupRequestForBookingDocument } from '@sabai/graphql/staff';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { withGuestCount, type BookingDraft } from './booking-draft';

export function useGroupRequestPrefill(
  requestId: string | null,
  apply: (change: (draft: BookingDraft) => BookingDraft) => void,
) {
  const [{ data, error }] = useQuery({
    query: GroupRequestForBookingDocument,
    variables: { id: requestId ?? '' },
    pause: !requestId,
  });
  const request = data?.groupRequest;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!request || applied.current === request.id) return;
    applied.current = request.id;
    apply((draft) => ({
      ...draft,
      branchId: String(request.branch.id),
      date: request.date,
      time: request.time ? request.time.slice(0, 5) : draft.time,
      guests: withGuestCount(draft.guests, request.guest_count),
      contactName: request.contact_name,
      contactPhone: request.contact_phone,
      contactEmail: request.contact_email,
      groupRequestId: String(request.id),
    }));
  }, [request, apply]);
  return { request, error };
}
