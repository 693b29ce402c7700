// The confirmation e-mail as a customer's mail system receives it through SMTP (docs/product-rules.md, Messages):
// in the booking's language, HTML and plain text, with the booking's QR code and a calendar entry in the
// branch's time zone; the web's "Add to calendar" serves the same entry.
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { ParsedMail } from 'mailparser';
import { aPaidBooking } from '../../test/paid-booking';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import type { NotifyPayload } from '../payment/gateway';

/** The calendar entry's start, as 'YYYY-MM-DDTHH:MM' in its own time zone, and that zone. */
function calendarEntry(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  const event = new ICAL.Event(vevent ?? undefined);
  return {
    zone: vevent?.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: event.startDate.toString().slice(0, 16),
    minutes: event.duration.toSeconds() / 60,
    summary: event.summary,
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
  };
}

const attachment = (mail: ParsedMail, type: string) => mail.attachments.find((a) => a.contentType === type);

describe.each(oneEngine)('the confirmation e-mail through SMTP on %s', (engine) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  const notifies: NotifyPayload[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const { delivery } = loadConfig({});
    server = await startTestServer(
      engine,
      {
        publicBaseUrl: 'http://localhost:3000',
        runJobs: true,
        delivery: { ...delivery, smtpUrl: smtp.url, pollSec: 0.5 },
      },
      { sandboxNotify: async (payload) => void notifies.push(payload) },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it.each([
    ['th', 'ploy.th@example.com', /ยืนยัน/],
    ['en', 'ploy.en@example.com', /confirmed/],
  ])('arrives in %s with its QR code and a calendar entry in Asia/Bangkok', async (locale, email, words) => {
    const booking = await aPaidBooking(server, notifies, { locale, email });
    const mail = (await smtp.waitFor(1)).find((m) => m.subject?.includes(booking.no));
    smtp.received.length = 0;
    expect(mail?.subject).toMatch(words);
    expect(mail?.text).toContain(booking.no);
    expect(mail?.text).toContain(`/book/confirm/${booking.no}?booking=${booking.id}&token=${booking.token}`);
    expect(mail?.html).toContain(`lang="${locale}"`);
    expect(mail?.html).toContain('src="cid:booking-qr"');
    expect(mail?.html).toMatch(words);

    const qr = mail && attachment(mail, 'image/png');
    expect(qr?.cid).toBe('booking-qr');
    // The resume link the desk scans at check-in, as the web's confirmation draws it.
    const image = await sharp(qr?.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(image.data), image.info.width, image.info.height);
    expect(code?.data).toBe(`http://localhost:3000/book/${booking.id}?token=${booking.token}`);

    const ics = mail && attachment(mail, 'text/calendar');
    const entry = calendarEntry(ics?.content.toString('utf8') ?? '');
    expect(entry).toMatchObject({
      zone: 'Asia/Bangkok',
      start: `${booking.date}T${booking.time}`,
      minutes: 90,
    });
    expect(entry.zones).toEqual(['Asia/Bangkok']);
    expect(entry.summary).toContain(booking.no);

    // The web's "Add to calendar" is the same entry, for the booking's holder only.
    const served = await server.app.inject({
      url: `/api/bookings/${booking.id}/calendar.ics?token=${booking.token}`,
      headers: { host: 'localhost', 'accept-language': locale },
    });
    expect(served.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendarEntry(served.body)).toEqual(entry);
    const stranger = await server.app.inject({
      url: `/api/bookings/${booking.id}/calendar.ics?token=not-the-token`,
      headers: { host: 'localhost' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'booking.notFound' });
  });
});
