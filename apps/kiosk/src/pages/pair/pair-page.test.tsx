import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kioskDeviceAtom } from '../../device/kiosk-device';
import { renderKiosk } from '../../testing/render-kiosk';

// The pairing call is REST (POST /api/kiosk/pair); the test plays the server.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// The form is a chunk of its own: the first test to ask for it waits for its modules to be transformed and
// loaded, more than findBy's default second on a loaded machine.
const FORM_ARRIVES = { timeout: 10_000 };

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('PairPage', () => {
  it('types the code on the keypad, pairs, and opens the home of the paired kiosk', async () => {
    fetchMock.mockReturnValue(answer(200, { device: { id: 'd9', name: 'Lobby', branch_id: 'silom' } }));
    const kiosk = await renderKiosk('/kiosk/pair', { device: null });
    // The words first; the form's code comes after they are painted.
    expect(screen.getByRole('heading', { name: 'Pair this kiosk' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Pairing code')).not.toBeInTheDocument();
    // Meanwhile a screen reader hears that the form is coming, and no longer once it is there.
    const loading = () =>
      screen.queryAllByRole('status').filter((status) => status.textContent === 'Loading');
    expect(loading()).toHaveLength(1);
    const keypad = await screen.findByRole('group', { name: 'Keypad' }, FORM_ARRIVES);
    expect(loading()).toHaveLength(0);
    for (const digit of '123456789') await userEvent.click(within(keypad, digit));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the last digit' }));
    await userEvent.click(within(keypad, '0'));
    expect(screen.getByLabelText('Pairing code')).toHaveValue('12345670');
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    await waitFor(() => expect(kiosk.pathname()).toBe('/kiosk'));
    expect(fetchMock).toHaveBeenCalledWith('/api/kiosk/pair', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ code: '12345670' });
    expect(kiosk.store.get(kioskDeviceAtom)).toEqual({ id: 'd9', name: 'Lobby', branch_id: 'silom' });
    expect(await screen.findByRole('region', { name: 'Treatments at Yuzen Silom' })).toBeInTheDocument();
  });

  it("says the server's refusal at the code and stays", async () => {
    fetchMock.mockReturnValue(
      answer(400, {
        code: 'kiosk.pairingCodeInvalid',
        message: 'This pairing code is not valid or has lapsed.',
      }),
    );
    const kiosk = await renderKiosk('/kiosk/pair', { device: null });
    await userEvent.type(await screen.findByLabelText('Pairing code', {}, FORM_ARRIVES), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('This pairing code is not valid or has lapsed.')).toBeInTheDocument();
    expect(kiosk.pathname()).toBe('/kiosk/pair');
  });

  it('asks for eight digits before calling the server', async () => {
    await renderKiosk('/kiosk/pair', { device: null });
    await userEvent.click(within(await screen.findByRole('group', { name: 'Keypad' }, FORM_ARRIVES), '7'));
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('The code has eight digits.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function within(group: HTMLElement, name: string): HTMLElement {
  const key = [...group.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!key) throw new Error(`no key ${name}`);
  return key;
}
