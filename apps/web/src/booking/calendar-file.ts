// An add-to-calendar file (RFC 5545) for a confirmed booking, in the branch's wall-clock time.

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

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (dateTime: string) => dateTime.replace(/[-:]/g, '').replace(' ', 'T').slice(0, 15);

export function calendarFile(event: CalendarEvent, nowUtc: Date = new Date()): string {
  const created = nowUtc
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sabai//Booking//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${created}`,
    `DTSTART;TZID=${event.timeZone}:${stamp(event.start)}`,
    `DURATION:PT${Math.max(15, event.durationMin)}M`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
