import { bookingAtom } from '@sabai/state';
import { act, screen } from '@testing-library/react';
import { renderSaleRoute } from '../../testing/render-sale-route';
import { KioskPaymentReturnPage } from './kpayment-return-route';

const pages = [
  { path: 'kpayment/return', element: <KioskPaymentReturnPage /> },
  { path: 'booking/:id', element: <KioskPaymentReturnPage /> },
  { path: 'confirm/:no?', element: <p>confirmation</p> },
];

function paymentResult(status: string, state: string, extra: Record<string, unknown> = {}) {
  return () => ({
    kpaymentResult: { status, booking_id: 'b1', booking_no: null, state, message: null, ...extra },
  });
}

function aHeldBooking() {
  return {
    id: 'b-held',
    channel: 'kiosk',
    booking_no: null,
    guests: [{ no: 1, name: 'Mali', treatments: ['thai-60'] }],
    guest_count: 1,
    branch_id: 'sukhumvit',
    brand_id: 'yuzen',
    domain_id: null,
    date_time: '2026-11-25 10:30:00',
    promo_code: null,
    request: null,
    state: 'pending',
    hold_expires_at: '2026-11-25T03:45:00.000Z',
    contact: { name: 'Mali', phone: '', email: '' },
    payment: {
      sub_total: 750,
      discount: 0,
      tier_discount: 0,
      grand_total: 750,
      deposit: 0,
      use_points: 0,
      points_value: 0,
      use_wallet: 0,
      amount: 750,
      remain: 0,
      currency: 'THB',
      method: 'card',
      vat: 49.07,
    },
  };
}

describe('KioskPaymentReturnPage', () => {
  it('goes on to the confirmation when the payment is paid', async () => {
    const kiosk = await renderSaleRoute('/kiosk/kpayment/return?booking=b1&token=secret', pages, {
      KPaymentResult: paymentResult('paid', 'paid', { booking_no: 'YU-20261125-0001' }),
    });
    await screen.findByText('confirmation');
    const { pathname, search } = kiosk.router.state.location;
    expect(`${pathname}${search}`).toBe('/kiosk/confirm/YU-20261125-0001?booking=b1&token=secret');
  });

  it('reads a booking found paid meanwhile from its own path (the resume path) and confirms it', async () => {
    const kiosk = await renderSaleRoute('/kiosk/booking/b1?token=secret', pages, {
      KPaymentResult: paymentResult('paid', 'paid', { booking_no: 'YU-20261125-0002' }),
    });
    await screen.findByText('confirmation');
    const { pathname, search } = kiosk.router.state.location;
    expect(`${pathname}${search}`).toBe('/kiosk/confirm/YU-20261125-0002?booking=b1&token=secret');
  });

  it('says a failed payment is not completed and leads home', async () => {
    await renderSaleRoute('/kiosk/kpayment/return?booking=b1&token=secret', pages, {
      KPaymentResult: paymentResult('failed', 'expired', { message: 'The card was declined.' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is not completed' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The card was declined.');
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/kiosk');
    expect(screen.queryByRole('link', { name: 'Try the payment again' })).toBeNull();
  });

  it('offers the payment again while this kiosk still holds the booking', async () => {
    const kiosk = await renderSaleRoute('/kiosk/kpayment/return?booking=b-held&token=secret', pages, {
      KPaymentResult: paymentResult('failed', 'pending', { booking_id: 'b-held' }),
      Prebooking: () => ({ prebooking: null }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Your payment is not completed' });
    expect(screen.queryByRole('link', { name: 'Try the payment again' })).toBeNull();
    act(() => kiosk.store.set(bookingAtom, { id: 'b-held', token: 'secret' }));
    expect(screen.getByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      '/kiosk/checkout',
    );
  });

  it('takes a booking still held back into the draft after the card gateway reloaded the kiosk', async () => {
    const kiosk = await renderSaleRoute('/kiosk/kpayment/return?booking=b-held&token=secret', pages, {
      KPaymentResult: paymentResult('failed', 'pending', { booking_id: 'b-held' }),
      Prebooking: () => ({ prebooking: aHeldBooking() }),
    });
    expect(await screen.findByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      '/kiosk/checkout',
    );
    // The draft holds it again: home will give its places up (hand-over), the checkout can pay it.
    expect(kiosk.store.get(bookingAtom)).toMatchObject({
      id: 'b-held',
      token: 'secret',
      state: 'pending',
      branchId: 'sukhumvit',
      guestCount: 1,
      holdExpiresAt: '2026-11-25T03:45:00.000Z',
    });
  });

  it('waits while the bank has not answered', async () => {
    await renderSaleRoute('/kiosk/kpayment/return?booking=b2&token=secret', pages, {
      KPaymentResult: paymentResult('pending', 'pending', { booking_id: 'b2' }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for the bank to confirm your payment…',
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });
});
