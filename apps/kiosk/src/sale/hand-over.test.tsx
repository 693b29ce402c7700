import { bookingAtom, emptyBooking, isLoggedInAtom, startSessionAtom, type SessionUser } from '@sabai/state';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationName } from '../testing/fake-client';
import { renderSaleRoute } from '../testing/render-sale-route';
import { useHandOver } from './hand-over';

function NextCustomer() {
  const handOver = useHandOver();
  return (
    <button type="button" onClick={handOver}>
      Next customer
    </button>
  );
}

describe('handing the kiosk over to the next customer', () => {
  it('releases the held booking, ends the member’s session and empties the draft', async () => {
    const user = userEvent.setup();
    const { store, operations } = await renderSaleRoute(
      '/kiosk/sale',
      [{ path: 'sale', element: <NextCustomer /> }],
      {
        ReleaseHold: () => ({ releaseHold: { booking_id: 'b1', state: 'expired' } }),
        Logout: () => ({ logout: { status: true, message: 'Logged out' } }),
      },
    );
    act(() => {
      store.set(startSessionAtom, { first_name: 'Ploy' } as SessionUser, 'access');
      store.set(bookingAtom, {
        ...emptyBooking,
        id: 'b1',
        token: 'secret',
        state: 'pending',
        contact: { name: 'Ploy', phone: '0812345678', email: '' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));

    const sent = operations.map((o) => [operationName(o), o.variables]);
    expect(sent).toContainEqual(['ReleaseHold', { id: 'b1', token: 'secret' }]);
    expect(sent.map(([name]) => name)).toContain('Logout');
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(bookingAtom)).toEqual(emptyBooking);
  });

  it('releases nothing when nobody is there, and still ends a session the screen cannot see', async () => {
    const user = userEvent.setup();
    const { operations } = await renderSaleRoute(
      '/kiosk/sale',
      [{ path: 'sale', element: <NextCustomer /> }],
      {
        Logout: () => ({ logout: { status: true, message: 'Logged out' } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(operations.map(operationName)).not.toContain('ReleaseHold');
    // A member's cookie is HttpOnly: after a reload the screen cannot tell, so the server is asked anyway.
    expect(operations.map(operationName)).toContain('Logout');
  });
});
