// GET /api/bookings/:id/calendar.ics?token=… (docs/api.md, Bookings): a confirmed booking as a calendar entry,
// for its holder only, in the request's language. The web's "Add to calendar" links here, so the file is the
// one the confirmation e-mail carries (messages/booking-calendar.ts).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/app-error';
import type { FeatureDeps } from '../core/feature';
import { bookingCalendar } from '../messages/booking-calendar';
import { siteUrl } from '../payment/gateway-charge';
import { findHeldBooking } from './booking.repository';
import { webConfirmationPath } from './booking-pages';

export function registerBookingCalendarRoute(app: FastifyInstance, deps: Pick<FeatureDeps, 'scopeOf'>) {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/bookings/:id/calendar.ics',
    async (req, reply) => {
      const scope = await deps.scopeOf(req);
      const token = typeof req.query.token === 'string' ? req.query.token : null;
      const booking = await findHeldBooking(scope, req.params.id, token);
      if (!booking?.booking_no) throw new AppError('booking.notFound');
      const page = `${siteUrl(scope)}${webConfirmationPath(booking, booking.booking_no)}`;
      const ics = await bookingCalendar(scope.db, booking, scope.locale, page);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${booking.booking_no}.ics"`)
        .send(ics);
    },
  );
}
