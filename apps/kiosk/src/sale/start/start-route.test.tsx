import { bookingAtom } from '@sabai/state';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kioskDeviceAtom } from '../../device/kiosk-device';
import { LOBBY_KIOSK } from '../../testing/render-kiosk';
import { renderSaleRoute } from '../../testing/render-sale-route';
import { KioskStartPage } from './start-route';

async function renderStart() {
  const view = await renderSaleRoute('/kiosk/start', [
    { path: 'start', element: <KioskStartPage /> },
    { path: 'treatment', element: <p>Treatments page</p> },
  ]);
  act(() => view.store.set(kioskDeviceAtom, LOBBY_KIOSK));
  return view;
}

describe('the kiosk start page', () => {
  it('starts a guest sale for the party at this kiosk’s branch, named after the guest', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderStart();
    await user.click(screen.getByRole('button', { name: 'Choose treatments' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Somchai');
    await user.click(screen.getByRole('button', { name: 'One guest more' }));
    await user.click(screen.getByRole('button', { name: 'Choose treatments' }));
    await screen.findByText('Treatments page');
    expect(router.state.location.pathname).toBe('/kiosk/treatment');
    const draft = store.get(bookingAtom);
    expect(draft).toMatchObject({
      channel: 'kiosk',
      branchId: LOBBY_KIOSK.branch_id,
      guestCount: 2,
      contact: { name: 'Somchai', phone: '', email: '' },
      payment: { method: 'qr' },
    });
    expect(draft.guests['1']?.name).toBe('Somchai');
    expect(draft.guests['2']?.name).toBe('');
  });

  it('offers the member’s three ways in, each with its own form', async () => {
    const user = userEvent.setup();
    await renderStart();
    const ways = screen.getByRole('group', { name: 'How would you like to start?' });
    expect(screen.getByRole('button', { name: 'Continue as a guest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Member: password' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Please fill both phone number or e-mail and password'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Member: SMS code' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Member: scan my QR' }));
    expect(screen.getByLabelText('Member QR code')).toBeInTheDocument();
    expect(ways).toBeInTheDocument();
  });
});
