// Clicks a CSV button and reads the file the browser would have saved, with its byte-order mark kept.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function downloadedCsv(buttonName: string | RegExp): Promise<string> {
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const follow = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  expect(follow).toHaveBeenCalled();
  follow.mockRestore();
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blobs[0] as Blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
