// The kiosk's receipt by SMS (docs/product-rules.md, Kiosk): a kiosk sale whose customer left a mobile number
// gets an SMS in the language they booked in, linking to the web's confirmation (which their own phone can
// open); the e-mail links there too. A web booking's phone gets no SMS.
import { sql } from 'kysely';
import type { NotifyPayload } from './gateway';
import { usePaymentServer } from '../../test/payment-harness';
import { oneEngine } from '../../test/test-database';

describe.each(oneEngine)("the kiosk's SMS receipt on %s", (engine) => {
  const h = usePaymentServer(engine);

  const payByCard = async (booking: { booking_id: string; token: string }) => {
    const payment = (await h.order(booking.booking_id)).body.data?.kpaymentOrder;
    await h.tester(h.chargeOf(payment?.redirect_url ?? ''), 'pay');
    await h.deliver(h.notifies.at(-1) as NotifyPayload);
    return (await h.result(booking))?.booking_no;
  };
  const messages = () => h.db().selectFrom('outbox').selectAll().orderBy('channel').execute();

  it('sends the number, time and total by SMS in Thai, and both messages link to the web', async () => {
    const booking = await h.aHeldBooking();
    await sql`update bookings set channel = 'kiosk', contact_phone = '0812345678', locale = 'th'
      where id = ${booking.booking_id}`.execute(h.db());
    const no = await payByCard(booking);

    const [mail, sms] = await messages();
    const web = `http://localhost:3000/book/confirm/${no}?booking=${booking.booking_id}&token=${booking.token}`;
    expect(sms).toMatchObject({ channel: 'sms', recipient: '0812345678' });
    expect(sms?.body).toContain(`${no}`);
    expect(sms?.body).toContain('750.00');
    expect(sms?.body).toContain('15:00');
    expect(sms?.body).toContain(web);
    // Thai, as booked: not the English sentence.
    expect(sms?.body).not.toContain('is confirmed');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'ploy@example.com' });
    expect(mail?.body).toContain(web);
  });

  it('sends no SMS for a web booking with a phone, nor for a kiosk sale without one', async () => {
    const web = await h.aHeldBooking('15:00');
    await sql`update bookings set contact_phone = '0812345678' where id = ${web.booking_id}`.execute(h.db());
    await payByCard(web);
    const kiosk = await h.aHeldBooking('17:00');
    await sql`update bookings set channel = 'kiosk' where id = ${kiosk.booking_id}`.execute(h.db());
    await payByCard(kiosk);
    expect((await messages()).map((m) => m.channel)).toEqual(['email', 'email']);
  });
});
