// Thai full tax invoices (docs/product-rules.md, VAT): a paid booking whose customer asked for one gets it in
// the confirming transaction, with the seller's and buyer's details, the lines, the VAT inside the total and a
// number from the brand's gap-free sequence; concurrent payments take consecutive numbers; nobody asking, none;
// cancelling the booking issues a credit note and keeps the invoice.
import type { NotifyPayload } from '../payment/gateway';
import { usePaymentServer } from '../../test/payment-harness';
import { engines } from '../../test/test-database';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
} from '../../test/staff-client';

const TAX = {
  tax_id: '3100600445635',
  tax_name: 'Sabai Trading Co., Ltd.',
  tax_address: '1 Sukhumvit Rd, Bangkok 10110',
  tax_phone: '021234567',
};
const INVOICE = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) { booking_no tax_invoice {
  number issued_on booking_no seller_name { th en } seller_tax_id seller_branch buyer_name buyer_address
  buyer_tax_id lines { guest_no name { th en } amount } sub_total discount amount_before_vat vat total } } }`;

interface Invoice {
  number: string;
  booking_no: string;
  lines: { guest_no: number; name: { th: string; en: string }; amount: number }[];
  [field: string]: unknown;
}

describe.each(engines)('tax invoices on %s', (engine) => {
  const h = usePaymentServer(engine);

  const payWithTax = async (time: string, tax: Record<string, string> | null) => {
    const booking = await h.aHeldBooking(time);
    const payment = (await h.order(booking.booking_id, tax ?? {})).body.data?.kpaymentOrder;
    await h.tester(h.chargeOf(payment?.redirect_url ?? ''), 'pay');
    const notify = h.notifies.find((n) => n.order_id === payment?.id) as NotifyPayload;
    await h.deliver(notify);
    const shown = await h.server.graphql<{ prebooking: { booking_no: string; tax_invoice: Invoice | null } }>(
      INVOICE,
      { id: booking.booking_id, token: booking.token },
    );
    return shown.body.data!.prebooking;
  };

  it('issues the invoice with the paid booking: seller, buyer, lines, VAT inside the total', async () => {
    const paid = await payWithTax('15:00', TAX);
    expect(paid.tax_invoice).toEqual({
      number: expect.stringMatching(/^YU-TI-\d{6}$/),
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      booking_no: paid.booking_no,
      seller_name: { th: 'บริษัท ยูเซ็น ออนเซ็น จำกัด', en: 'Yuzen Onsen Co., Ltd.' },
      seller_tax_id: '0105559000123',
      seller_branch: '00000',
      buyer_name: TAX.tax_name,
      buyer_address: TAX.tax_address,
      buyer_tax_id: TAX.tax_id,
      lines: [
        { guest_no: 1, name: expect.objectContaining({ en: expect.any(String) }), amount: 100 },
        { guest_no: 1, name: expect.objectContaining({ en: expect.any(String) }), amount: 650 },
      ],
      sub_total: 750,
      discount: 0,
      // 750.00 × 7/107 = 49.07; before VAT 700.93.
      amount_before_vat: 700.93,
      vat: 49.07,
      total: 750,
    });
  });

  it('numbers concurrent payments consecutively, without gaps, and issues none when nobody asked', async () => {
    const paid = await Promise.all(['10:00', '11:00', '12:00', '13:00'].map((t) => payWithTax(t, TAX)));
    const numbers = paid.map((p) => Number(p.tax_invoice?.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2, numbers[0]! + 3]);
    expect((await payWithTax('17:00', null)).tax_invoice).toBeNull();
    const issued = await h.db().selectFrom('tax_documents').select('number').execute();
    expect(issued).toHaveLength(4);
  });

  it('cancels the invoice of a cancelled booking with a credit note, keeping the invoice', async () => {
    const booking = await h.aHeldBooking('16:00');
    const payment = (await h.order(booking.booking_id, TAX)).body.data?.kpaymentOrder;
    await h.tester(h.chargeOf(payment?.redirect_url ?? ''), 'pay');
    await h.deliver(h.notifies.find((n) => n.order_id === payment?.id) as NotifyPayload);
    const signedIn = await staffSignIn(
      h.server,
      { email: SUKHUMVIT_DESK, password: DEMO_STAFF_PASSWORD },
      { ip: '198.18.7.1' },
    );
    const desk = staffCookie(signedIn).value;
    // The desk's booking page has the invoice the customer's confirmation shows.
    const atDesk = await staffGql<{ staffBooking: { issued_tax_invoice: { number: string; vat: number } } }>(
      h.server,
      'query ($id: ID!) { staffBooking(id: $id) { issued_tax_invoice { number vat } } }',
      { id: booking.booking_id },
      { staff: desk },
    );
    expect(atDesk.body.data?.staffBooking.issued_tax_invoice).toEqual({
      number: expect.stringMatching(/^YU-TI-\d{6}$/),
      vat: 49.07,
    });
    const cancelled = await staffGql(
      h.server,
      'mutation ($id: ID!) { cancelBooking(id: $id, refund: none) { id } }',
      { id: booking.booking_id },
      { staff: desk },
    );
    expect(cancelled.body.errors).toBeUndefined();
    const documents = await h
      .db()
      .selectFrom('tax_documents')
      .select(['kind', 'number', 'document'])
      .where('booking_id', '=', booking.booking_id)
      .orderBy('kind')
      .execute();
    expect(documents.map((d) => d.kind)).toEqual(['credit_note', 'invoice']);
    const [note, invoice] = documents;
    expect(note?.number).toMatch(/^YU-CN-\d{6}$/);
    expect(note?.document).toMatchObject({ cancels: invoice?.number, totalSatang: 75_000 });
    // The desk's booking page has both documents to print.
    const printed = await staffGql<{
      staffBooking: { issued_tax_invoice: { number: string }; issued_credit_note: Record<string, unknown> };
    }>(
      h.server,
      `query ($id: ID!) { staffBooking(id: $id) { issued_tax_invoice { number }
        issued_credit_note { number cancels total vat buyer_tax_id } } }`,
      { id: booking.booking_id },
      { staff: desk },
    );
    expect(printed.body.data?.staffBooking).toEqual({
      issued_tax_invoice: { number: invoice?.number },
      issued_credit_note: {
        number: note?.number,
        cancels: invoice?.number,
        total: 750,
        vat: 49.07,
        buyer_tax_id: expect.any(String),
      },
    });
  });
});
