import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationName } from '../../testing/fake-client';
import { renderKiosk } from '../../testing/render-kiosk';

// jsdom has no camera: the shared reader's camera half says so, and the handheld field stays.
jest.mock('../../../../../libs/ui/src/qr/camera-scanner', () => ({
  CameraScanner: ({ onUnavailable }: { onUnavailable: (reason: string) => void }) => {
    queueMicrotask(() => onUnavailable('no-camera'));
    return null;
  },
}));

const LINK = 'https://yuzen.test/book/b1?token=secret';

describe('CheckInPage', () => {
  it('is opened from home and checks a booking in from its QR code', async () => {
    const kiosk = await renderKiosk('/kiosk', {
      api: { checkIn: () => ({ booking_no: 'YU-20261201-0001', time: '10:30:00', guest_count: 2 }) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'I have a booking: check in' }));
    await screen.findByRole('heading', { level: 1, name: 'Check in with your booking QR code' });
    await userEvent.type(screen.getByLabelText('Booking QR code'), `${LINK}{Enter}`);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('You are checked in. Welcome!');
    expect(done).toHaveTextContent('Booking YU-20261201-0001 at 10:30, 2 guests');
    const sent = kiosk.operations.filter((op) => operationName(op) === 'KioskCheckIn');
    expect(sent.map((op) => op.variables)).toEqual([{ qr: LINK }]);
  });

  it("says the server's reason when the booking cannot check in here", async () => {
    await renderKiosk('/kiosk/check-in', {
      api: {
        checkIn: () => ({
          code: 'checkIn.wrongBranch',
          message: 'This booking is at Yuzen Silom. Please check in there.',
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Booking QR code'), `${LINK}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking is at Yuzen Silom. Please check in there.',
    );
    expect(screen.getByLabelText('Booking QR code')).toHaveValue('');
  });
});
