// joinWaitlist (docs/product-rules.md, Waitlist): the party, checked as prebook checks a booking at both ends of
// the window it takes, goes on the branch's day's list only when no start in that window is free for it now
// (else it should simply book). The offering job takes it from there.
import { formatTimeOfDay, isWaitlistWindow } from '@sabai/booking-rules';
import { parseInput, waitlistUntilSchema } from '@sabai/validation';
import { randomBytes, randomUUID } from 'node:crypto';
import { availability } from '../availability/availability.service';
import { checkBooking } from '../booking/prebook.service';
import { AppError, inputRefused } from '../core/app-error';
import { memberOf } from '../core/principal';
import type { Scope } from '../core/scope';
import { siteUrl } from '../payment/gateway-charge';

export interface JoinedEntry {
  id: string;
  /** Lets who joined leave the list; given only to them. */
  token: string;
  date: string;
  timeFrom: number;
  timeUntil: number;
}

export async function joinWaitlist(scope: Scope, rawInput: unknown): Promise<JoinedEntry> {
  if (typeof rawInput !== 'object' || rawInput === null)
    throw inputRefused([{ field: 'input', message: 'invalid' }]);
  const { until: rawUntil, ...rest } = rawInput as Record<string, unknown>;
  const until = parseInput(waitlistUntilSchema, { until: rawUntil ?? null });
  if (!until.ok) throw inputRefused(until.problems);
  const first = await checkBooking(scope, { ...rest, channel: 'isbs' });
  const { input } = first;
  if (!input.contact_email && !input.contact_phone)
    throw inputRefused([{ field: 'contact_email', message: 'contact.required' }]);
  const from = input.date_time.time;
  const last = until.value.until ?? from;
  if (!isWaitlistWindow(from, last)) throw inputRefused([{ field: 'until', message: 'until.invalid' }]);
  // The other end of the window must be a time the branch would take the same party.
  if (last !== from)
    await checkBooking(scope, {
      ...rest,
      channel: 'isbs',
      date_time: `${input.date_time.date} ${formatTimeOfDay(last)}`,
    });
  const day = await availability(scope, {
    branch_id: first.branchRow.id,
    date: input.date_time.date,
    guest_count: input.guest_count,
    treatments: rest['treatments'],
    time: formatTimeOfDay(from),
  });
  if (day.times.some((t) => t.isFree && t.time >= from && t.time <= last))
    throw new AppError('waitlist.timeFree');
  const member = memberOf(await scope.principal());
  const id = randomUUID();
  const token = randomBytes(24).toString('base64url');
  await scope.db
    .insertInto('waitlist_entries')
    .values({
      id,
      brand_id: scope.brand.id,
      branch_id: first.branchRow.id,
      date: input.date_time.date,
      time_from: from,
      time_until: last,
      guest_count: input.guest_count,
      guests: JSON.stringify(input.treatments),
      contact_name: input.contact_name ?? null,
      contact_email: input.contact_email ?? null,
      contact_phone: input.contact_phone ?? null,
      locale: scope.locale,
      user_id: member?.user.id ?? null,
      site_url: siteUrl(scope),
      token,
    })
    .execute();
  return { id, token, date: input.date_time.date, timeFrom: from, timeUntil: last };
}
