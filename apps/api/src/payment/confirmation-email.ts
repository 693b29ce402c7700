// The confirmation e-mail put in the outbox with the payment; the mailer delivers it later.
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { Selectable } from 'kysely';
import type { BookingTable } from '../db/schema';

export function confirmationEmail(booking: Selectable<BookingTable>, amountSatang: number) {
  const time = formatTimeOfDay(booking.time_min).slice(0, 5);
  const guests = booking.guests
    .map((g) => `  Guest ${g.no}${g.name ? ` (${g.name})` : ''}: ${g.treatments.join(', ')}`)
    .join('\n');
  return {
    channel: 'email' as const,
    recipient: booking.contact_email as string,
    subject: `Booking ${booking.booking_no} confirmed`,
    body: [
      `Dear ${booking.contact_name ?? 'guest'},`,
      '',
      `Your booking ${booking.booking_no} is confirmed for ${booking.date} at ${time} (branch ${booking.branch_id}).`,
      guests,
      `Paid: THB ${(amountSatang / 100).toFixed(2)}`,
      '',
      'Please arrive 15 minutes early; later arrival counts as a no-show. Payments are non-refundable.',
    ].join('\n'),
  };
}
