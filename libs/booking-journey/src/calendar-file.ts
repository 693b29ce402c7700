// An add-to-calendar file (RFC 5545) for a confirmed booking.
import { parseDateTime, toBranchLocal, type LocalDateTime } from '@sabai/booking-rules';

export interface CalendarEvent {
  uid: string;
  title: string;
  location: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss' at the branch. */
  start: string;
  durationMin: number;
  timeZone: string;
}

const wallMs = (at: LocalDateTime) => Date.parse(`${at.date}T00:00:00Z`) + at.time * 60_000;

/** The UTC moment of a branch's wall-clock time: the zone's offset at that moment, found by the rules' clock. */
export function zonedToUtc(dateTime: string, timeZone: string): Date {
  const parsed = parseDateTime(dateTime);
  if (!parsed.ok) throw new RangeError(`not a date and time: ${dateTime}`);
  const guess = wallMs(parsed);
  return new Date(guess - (wallMs(toBranchLocal(guess, timeZone)) - guess));
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `nowUtc` stamps the file (DTSTAMP): the caller's clock. */
export function calendarFile(event: CalendarEvent, nowUtc: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sabai//Booking//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(nowUtc)}`,
    // In UTC: a TZID would need a VTIMEZONE block, which some calendar apps misread anyway.
    `DTSTART:${utcStamp(zonedToUtc(event.start, event.timeZone))}`,
    `DURATION:PT${Math.max(15, event.durationMin)}M`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
