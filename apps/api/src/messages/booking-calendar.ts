// A booking as a calendar entry (.ics), made by a calendar library in the branch's time zone: attached to the
// confirmation e-mail and served to the web's "Add to calendar" (docs/product-rules.md, Messages). The visit
// lasts as long as its longest guest's treatments; the guests are at the branch together.
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { LocaleCode } from '@sabai/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { Kysely, Selectable } from 'kysely';
import type { BookingTable, Database, MessageAttachment } from '../db/schema';
import { i18nFor } from '../i18n/server-i18n';
import { pick } from '../i18n/translated-text';

const messages = {
  title: /*i18n*/ { id: 'calendar.title', message: 'Booking {no} · {branch}' },
  description: /*i18n*/ {
    id: 'calendar.description',
    message: 'Booking number {no}. Please arrive 15 minutes early.',
  },
} satisfies Record<string, MessageDescriptor>;

/** Local wall-clock time as ical-generator takes it with a time zone: no offset, read in that zone. */
function localDateTime(date: string, minutes: number): string {
  const overflowDays = Math.floor(minutes / 1440);
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + overflowDays);
  return `${day.toISOString().slice(0, 10)}T${formatTimeOfDay(minutes % 1440)}`;
}

export async function bookingCalendar(
  db: Kysely<Database>,
  booking: Selectable<BookingTable>,
  locale: LocaleCode,
  /** The booking's page, linked from the entry. */
  url: string | null,
): Promise<string> {
  const branch = await db
    .selectFrom('branches')
    .select(['name', 'address', 'time_zone'])
    .where('id', '=', booking.branch_id)
    .executeTakeFirstOrThrow();
  const ids = [...new Set(booking.guests.flatMap((g) => g.treatments))];
  const products =
    ids.length === 0
      ? []
      : await db.selectFrom('products').select(['id', 'duration_min']).where('id', 'in', ids).execute();
  const duration = new Map(products.map((p) => [p.id, p.duration_min]));
  const visitMin = Math.max(
    0,
    ...booking.guests.map((g) => g.treatments.reduce((sum, id) => sum + (duration.get(id) ?? 0), 0)),
  );
  const i18n = i18nFor(locale);
  const say = (descriptor: MessageDescriptor, values: Record<string, unknown>) =>
    i18n._(descriptor.id, values, descriptor.message === undefined ? {} : { message: descriptor.message });
  const no = booking.booking_no ?? '';
  const branchName = pick(branch.name, locale);
  const calendar = ical({
    prodId: { company: 'Sabai', product: 'booking', language: locale.toUpperCase() },
    timezone: { name: branch.time_zone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${booking.id}@sabai`,
    start: localDateTime(booking.date, booking.time_min),
    end: localDateTime(booking.date, booking.time_min + visitMin),
    timezone: branch.time_zone,
    summary: say(messages.title, { no, branch: branchName }),
    location: `${branchName}, ${pick(branch.address, locale)}`,
    description: say(messages.description, { no }),
    ...(url ? { url } : {}),
  });
  return calendar.toString();
}

/** The calendar entry as a mail's attachment, `<no>.ics`. */
export async function calendarAttachment(
  db: Kysely<Database>,
  booking: Selectable<BookingTable>,
  locale: LocaleCode,
  url: string | null,
): Promise<MessageAttachment> {
  return {
    filename: `${booking.booking_no ?? ''}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(await bookingCalendar(db, booking, locale, url)).toString('base64'),
  };
}
