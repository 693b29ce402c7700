// An add-to-calendar file (RFC 5545) for a confirmed booking.

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

/** The UTC moment of a wall-clock time in a zone (the offset found with Intl, as for any IANA zone). */
export function zonedToUtc(dateTime: string, timeZone: string): Date {
  const [date = '', time = '00:00:00'] = dateTime.split(' ');
  const asUtc = Date.parse(`${date}T${time}Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(asUtc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return new Date(asUtc - (shown - asUtc));
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function calendarFile(event: CalendarEvent, nowUtc: Date = new Date()): string {
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
