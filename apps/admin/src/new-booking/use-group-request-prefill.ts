// ?request=<id> (docs/product-rules.md, Bookings made by staff): the form starts from the group request —
// its branch, date, time, party and contact — and the booking made answers it (createStaffBooking with
// group_request_id books the request in the same transaction).
import { GroupRequestForBookingDocument } from '@sabai/graphql/staff';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { withGuestCount, type NewBookingForm } from './booking-draft';

export function useGroupRequestPrefill(requestId: string | null, form: NewBookingForm) {
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
    const values = form.getValues();
    const branchId = String(request.branch.id);
    form.reset({
      ...values,
      branch_id: branchId,
      date: request.date,
      time: request.time ? request.time.slice(0, 5) : values.time,
      // Another branch has another menu: the treatments are chosen again.
      guests: withGuestCount(values.guests, request.guest_count).map((guest) =>
        branchId === values.branch_id ? guest : { ...guest, treatments: [] },
      ),
      contact_name: request.contact_name,
      contact_phone: request.contact_phone,
      contact_email: request.contact_email,
      group_request_id: String(request.id),
    });
  }, [request, form]);
  return { request, error };
}
