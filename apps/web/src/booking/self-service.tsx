// What the customer may change themselves on a booking's page and in the member area (docs/product-rules.md,
// Changes by the customer): move it to another day or time, or cancel it, while the brand's cut-off allows.
import { useBranches } from '@sabai/booking-journey';
import { CancelBooking } from './cancel-booking';
import { MoveBooking } from './move-booking';

export interface SelfServiceProps {
  booking: {
    branch_id: string;
    guest_count: number;
    date_time: string;
    self_cancel: { until: string; refund: string };
  };
  id: string;
  token: string;
  no: string;
  onChanged(): void;
}

/** What the customer may change themselves: the day and time, or cancel (one cut-off for both). */
export function SelfService({ booking, id, token, no, onChanged }: SelfServiceProps) {
  const { branches } = useBranches();
  const timeZone = branches.find((b) => b.id === booking.branch_id)?.time_zone ?? 'Asia/Bangkok';
  return (
    <>
      <MoveBooking
        id={id}
        token={token}
        no={no}
        branchId={booking.branch_id}
        guestCount={booking.guest_count}
        date={booking.date_time.slice(0, 10)}
        time={booking.date_time.slice(11)}
        timeZone={timeZone}
        onMoved={onChanged}
      />
      <CancelBooking
        id={id}
        token={token}
        no={no}
        selfCancel={booking.self_cancel}
        timeZone={timeZone}
        onCancelled={onChanged}
      />
    </>
  );
}
