import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStaffBooking } from '../testing/builders';
import { sent } from '../testing/fake-staff-client';
import { renderAdmin } from '../testing/render-admin';

// jsdom has no camera: the camera half either says it cannot start, as a browser without one does, or
// reports the codes it "sees" (`mockCameraSees`), as the library's onScan does many times a second.
let mockCameraSees: string[] = [];
// The camera half of the shared reader (@sabai/ui/qr), replaced by its path.
jest.mock('../../../../libs/ui/src/qr/camera-scanner', () => ({
  CameraScanner: ({
    onText,
    onUnavailable,
  }: {
    onText: (text: string) => void;
    onUnavailable: (reason: string) => void;
  }) => {
    queueMicrotask(() =>
      mockCameraSees.length ? mockCameraSees.forEach(onText) : onUnavailable('no-camera'),
    );
    return null;
  },
}));

beforeEach(() => {
  mockCameraSees = [];
});

const LINK = 'https://yuzen.test/book/b1?token=secret';

describe('scan to check in', () => {
  it('sends what the handheld scanner typed and shows the booking checked in', async () => {
    const view = await renderAdmin('/admin/scan', {
      CheckInBooking: {
        checkInBooking: aStaffBooking({
          state: 'checked_in',
          guests: [
            { no: 1, name: 'Ploy', treatments: [] },
            { no: 2, name: 'Nok', treatments: [] },
          ],
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Scan to check in' });
    expect(await screen.findByText(/No camera is available/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Booking QR code (handheld scanner)'), `${LINK}{Enter}`);
    expect(sent(view.operations, 'CheckInBooking')[0]?.variables).toEqual({ qr: LINK });
    const result = await screen.findByRole('status', { name: 'YU2611240001' });
    expect(result).toHaveTextContent('Checked in');
    expect(result).toHaveTextContent('Ploy, Nok');
    expect(screen.getByRole('link', { name: 'Booking YU2611240001' })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );
    // The field is empty again for the next guest.
    expect(screen.getByLabelText('Booking QR code (handheld scanner)')).toHaveValue('');
  });

  it('checks in once what the camera sees, however often it sees it', async () => {
    mockCameraSees = [LINK, LINK, LINK];
    const view = await renderAdmin('/admin/scan', {
      CheckInBooking: { checkInBooking: aStaffBooking({ state: 'checked_in' }) },
    });
    expect(await screen.findByRole('status', { name: 'YU2611240001' })).toHaveTextContent('Checked in');
    expect(sent(view.operations, 'CheckInBooking').map((o) => o.variables)).toEqual([{ qr: LINK }]);
    expect(screen.queryByText(/No camera is available/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the field for the next code", async () => {
    await renderAdmin('/admin/scan', {
      CheckInBooking: { error: { code: 'booking.notFound', message: 'Booking not found' } },
    });
    const field = await screen.findByLabelText('Booking QR code (handheld scanner)');
    await userEvent.type(field, `${LINK}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
    expect(field).toBeEnabled();
    expect(field).toHaveValue('');
  });
});
