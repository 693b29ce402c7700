import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QrReader } from './qr-reader';

// jsdom has no camera: the camera half reports what the test says it sees, or why it cannot start.
let mockCamera: { sees: string[]; problem: string | null } = { sees: [], problem: null };
jest.mock('./camera-scanner', () => ({
  CameraScanner: ({
    onText,
    onUnavailable,
  }: {
    onText: (text: string) => void;
    onUnavailable: (reason: string) => void;
  }) => {
    queueMicrotask(() =>
      mockCamera.problem ? onUnavailable(mockCamera.problem) : mockCamera.sees.forEach(onText),
    );
    return null;
  },
}));

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function renderReader(props: Partial<Parameters<typeof QrReader>[0]> = {}) {
  const onText = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QrReader onText={onText} busy={false} fieldLabel="Member QR" submitLabel="Find" {...props} />
    </I18nProvider>,
  );
  return onText;
}

beforeEach(() => {
  mockCamera = { sees: [], problem: null };
});

it('passes on each code the handheld scanner types, and empties the field for the next', async () => {
  const onText = renderReader({ camera: false });
  const field = screen.getByLabelText('Member QR');
  await userEvent.type(field, 'code-1{Enter}');
  await userEvent.type(field, 'code-1{Enter}');
  expect(onText.mock.calls).toEqual([['code-1'], ['code-1']]);
  expect(field).toHaveValue('');
});

it('passes on a code the camera sees once, however often it sees it', async () => {
  mockCamera.sees = ['a', 'a', 'a', 'b'];
  const onText = renderReader();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(onText.mock.calls).toEqual([['a'], ['b']]);
});

it('says why the camera cannot start and keeps the field', async () => {
  mockCamera.problem = 'permission-denied';
  renderReader();
  expect(await screen.findByText(/The camera is not allowed in this browser/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
});
