import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSaleRoute } from '../../testing/render-sale-route';
import { KioskConfirmPage } from './confirm-route';
import type { Operation } from '@urql/core';
import { operationName } from '../../testing/fake-client';

// The QR's content, as the check-in scanners will read it; the image itself is qrcode's business.
const drawn: string[] = [];
jest.mock('qrcode', () => ({
  toDataURL: async (value: string) => {
    drawn.push(value);
    return 'data:image/png;base64,AAAA';
  },
}));

const pages = [{ path: 'confirm/:no?', element: <KioskConfirmPage /> }];
const LINK = '/kiosk/confirm/YU-20261125-0007?booking=b7&token=s%2F7';

function aPaidBooking() {
  return {
    id: 'b7',
    channel: 'kiosk',
    booking_no: 'YU-20261125-0007',
    guests: [
      { no: 1, name: 'Aom', treatments: ['thai-60'] },
      { no: 2, name: 'Ben', treatments: ['onsen'] },
    ],
    guest_count: 2,
    branch_id: 'sukhumvit',
    brand_id: 'yuzen',
    date_time: '2026-11-25 10:30:00',
    promo_code: null,
    request: null,
    state: 'paid',
    hold_expires_at: null,
    contact: { name: 'Aom', phone: '0812345678', email: '' },
    payment: {
      sub_total: 1850,
      discount: 0,
      tier_discount: 0,
      grand_total: 1850,
      deposit: 0,
      use_points: 0,
      points_value: 0,
      use_wallet: 0,
      amount: 1850,
      remain: 0,
      currency: 'THB',
      method: 'qr',
      // 1,850.00 × 7/107, as the server answers it for a brand registered for VAT.
      vat: 121.03,
    },
  };
}

function anInvoice() {
  return {
    number: 'YU-TI-000007',
    issued_on: '2026-11-25',
    booking_no: 'YU-20261125-0007',
    seller_name: { th: 'บริษัท ยูเซ็น ออนเซ็น จำกัด', en: 'Yuzen Onsen Co., Ltd.' },
    seller_address: { th: '88 ซอยสุขุมวิท 39 กรุงเทพมหานคร 10110', en: '88 Soi Sukhumvit 39, Bangkok 10110' },
    seller_tax_id: '0105559000123',
    seller_branch: '00000',
    buyer_name: 'Aom Co., Ltd.',
    buyer_address: '1 Silom Rd, Bangkok',
    buyer_tax_id: '3100600445635',
    buyer_phone: null,
    lines: [
      { guest_no: 1, name: { th: 'นวดแผนไทย 60 นาที', en: 'Thai massage 60 min' }, amount: 1200 },
      { guest_no: 2, name: { th: 'ออนเซ็น', en: 'Onsen' }, amount: 650 },
    ],
    sub_total: 1850,
    discount: 0,
    amount_before_vat: 1728.97,
    vat: 121.03,
    total: 1850,
  };
}

describe('KioskConfirmPage', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    drawn.length = 0;
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('shows the number, the guests and the check-in QR, and prints the receipt once', async () => {
    await renderSaleRoute(LINK, pages, {
      Prebooking: () => ({ prebooking: aPaidBooking() }),
      TaxInvoice: () => ({ prebooking: { id: 'b7', tax_invoice: anInvoice() } }),
    });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    expect(within(main).getByText('YU-20261125-0007', { selector: 'strong' })).toBeVisible();
    const aom = within(main).getByRole('region', { name: 'Aom' });
    expect(await within(aom).findByText('Thai massage')).toBeVisible();
    expect(within(main).getByRole('region', { name: 'Ben' })).toHaveTextContent('Onsen entry');
    expect(within(main).getByTestId('grand-total')).toHaveTextContent('1,850');
    await within(main).findByRole('img', { name: 'QR code of booking YU-20261125-0007' });
    // The same link as the web's confirmation, which the self check-in and the desk's scanner read.
    expect(new Set(drawn)).toEqual(new Set([`${window.location.origin}/book/b7?token=s%2F7`]));

    // The slip prints once its QR is drawn; StrictMode's second effect run prints nothing more.
    const receipt = screen.getByTestId('receipt');
    expect(receipt.parentElement).toBe(document.body);
    // The tax invoice asked for prints on the same slip, in Thai with English.
    const invoice = await within(receipt).findByTestId('tax-invoice');
    expect(invoice).toHaveTextContent('ใบกำกับภาษีเต็มรูป / Tax Invoice');
    expect(invoice).toHaveTextContent('YU-TI-000007');
    expect(invoice).toHaveTextContent('บริษัท ยูเซ็น ออนเซ็น จำกัด / Yuzen Onsen Co., Ltd.');
    expect(invoice).toHaveTextContent(/ภาษีมูลค่าเพิ่ม 7% \/ VAT 7%\s*฿121\.03/);
    // Prices include VAT: the slip says how much of the total it is.
    expect(receipt).toHaveTextContent(/Including VAT 7%: ฿\s?121\.03/);
    expect(print).not.toHaveBeenCalled();
    const slipQr = await waitFor(() => {
      const img = receipt.querySelector('img');
      if (!img) throw new Error('The receipt has no QR yet');
      return img;
    });
    fireEvent.load(slipQr);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    await userEvent.click(within(main).getByRole('button', { name: 'Print again' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(within(main).getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/kiosk');
  });

  it("counts the visit as paid once (StrictMode's second run sends nothing), an unknown link not at all", async () => {
    const events = (ops: Operation[]) =>
      ops
        .filter((op) => operationName(op) === 'Track')
        .map((op) => {
          const variables = op.variables as { event: string; data: string };
          return { event: variables.event, data: JSON.parse(variables.data) as unknown };
        });
    const paid = await renderSaleRoute(LINK, pages, {
      Prebooking: () => ({ prebooking: aPaidBooking() }),
      TaxInvoice: () => ({ prebooking: { id: 'b7', tax_invoice: anInvoice() } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    await waitFor(() => expect(events(paid.operations)).toHaveLength(1));
    expect(events(paid.operations)[0]).toEqual({
      event: 'funnel.paid',
      data: { channel: 'kiosk', visit: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    paid.unmount();
    const unknown = await renderSaleRoute('/kiosk/confirm/YU-1?booking=nope&token=bad', pages, {
      Prebooking: () => ({ prebooking: null }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Booking not found' });
    expect(events(unknown.operations)).toEqual([]);
  });

  it('says the booking is not found for an unknown link, with the way home', async () => {
    await renderSaleRoute('/kiosk/confirm/YU-1?booking=nope&token=bad', pages, {
      Prebooking: () => ({ prebooking: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/kiosk');
    expect(print).not.toHaveBeenCalled();
  });
});
