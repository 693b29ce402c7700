// createStaffBooking (docs/product-rules.md, The day at the branch, Bookings made by staff): a phone or walk-in
// customer booked by staff through the customer's own prebook (the same rules, under the same branch lock,
// held as pending); the channel and the options (from now, every 15 minutes, no online group limit) follow
// from the staff principal, never from the input. The audit row, the booking's price for the desk and, when
// the booking answers a group request, the request's `booked` are written in the hold's own transaction.
import { staffBookingInputSchema, parseInput, type StaffBookingInput } from '@sabai/validation';
import { sql } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { priceBooking } from '../booking/booking-summary.service';
import { checkBooking, prebook } from '../booking/prebook.service';
import { appendAudit } from '../staff/audit.repository';
import { deskStaff } from '../staff-day/desk-scope';
import { bookRequest } from './group-request-booked';

/** The prebook input the staff form amounts to: guests numbered in order, no id, no channel. */
export function toPrebookInput(input: StaffBookingInput) {
  return {
    guest_count: input.guests.length,
    branch_id: input.branch_id,
    date_time: `${input.date} ${input.time.slice(0, 5)}:00`,
    treatments: JSON.stringify(
      input.guests.map((guest, i) => ({
        no: i + 1,
        ...(guest.name ? { name: guest.name } : {}),
        start: { onsen: guest.onsen_start ?? null, spa: guest.spa_start ?? null },
        treatments: guest.treatments,
      })),
    ),
    contact_name: input.contact_name,
    contact_phone: input.contact_phone ?? null,
    contact_email: input.contact_email ?? null,
    promo_code: input.promo_code || null,
    request: input.request || null,
  };
}

/** The member the booking is for, of any brand's members (members are shared); member.notFound otherwise. */
async function ownerOf(scope: Scope, memberId: string | null | undefined): Promise<string | null> {
  if (!memberId) return null;
  const user = await scope.db.selectFrom('users').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!user) throw new AppError('member.notFound');
  return user.id;
}

/** Answers the new booking's id. */
export async function createStaffBooking(scope: Scope, rawInput: unknown): Promise<string> {
  const principal = await deskStaff(scope);
  const parsed = parseInput(staffBookingInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const prebookInput = toPrebookInput(input);
  // The rules and the reach (create booking at the branch) first, so a refusal is the rules' or the guard's.
  const checked = await checkBooking(scope, prebookInput);
  const ownerId = await ownerOf(scope, input.member_id);
  // What the desk will collect: priced as the booking stands, before the transaction (PGlite has one connection).
  const summary = await priceBooking(scope, {
    branchId: checked.branchRow.id,
    date: checked.input.date_time.date,
    time: checked.input.date_time.time,
    guests: checked.guests,
    promoCode: checked.input.promo_code ?? null,
    customerKey: checked.input.contact_email ?? checked.input.contact_phone,
  });
  const outcome = await prebook(scope, prebookInput, scope.settings.holdSeconds, {
    ownerId,
    withHold: async (trx, booking) => {
      await trx
        .updateTable('bookings')
        .set({ grand_total_satang: summary.grandTotalSatang, updated_at: sql`now()` })
        .where('id', '=', booking.id)
        .execute();
      if (input.group_request_id)
        await bookRequest(trx, scope, principal, {
          requestId: input.group_request_id,
          bookingId: booking.id,
        });
      await appendAudit(trx, {
        staffId: principal.staffId,
        ip: scope.client.ip,
        action: 'create',
        subjectType: 'booking',
        subjectId: booking.id,
        brandId: scope.brand.id,
        branchId: checked.branchRow.id,
        after: {
          state: 'pending',
          channel: 'staff',
          guests: input.guests.length,
          member_id: ownerId,
          group_request_id: input.group_request_id ?? null,
        },
      });
    },
  });
  // The places went meanwhile: the same answer a customer gets (docs/product-rules.md, Availability).
  if (!outcome.bookingId) throw new AppError('booking.noQueue');
  return outcome.bookingId;
}
