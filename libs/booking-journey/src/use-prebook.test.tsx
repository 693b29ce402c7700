// The journey's hooks under a kiosk's configuration: the hold lands in the configured memory storage, and
// the browser's sessionStorage is never reached for.
import type { PrebookMutation } from '@sabai/graphql';
import { BOOKING_STORAGE_KEY, bookingAtom, type JourneyState } from '@sabai/state';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { JourneyProvider } from './journey-provider';
import { aConfig, withoutSessionStorage } from './testing/journey-builders';
import { usePrebook } from './use-prebook';

withoutSessionStorage();

const held: PrebookMutation = {
  prebook: {
    booking_id: 'b1',
    token: 'secret',
    hold_expires_at: '2026-11-25T03:25:00Z',
    is_bookable: true,
    message: null,
    is_swappable_branch: false,
    guests: [{ no: 1, is_bookable: true, message: null }],
    suggest_branches: { pool: [], province: [] },
  },
};

it('holds the draft and keeps the answer in the configured storage', async () => {
  const config = aConfig();
  const store = createStore();
  const executeMutation = jest.fn(() => fromValue({ data: held }));
  const client = { executeMutation } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <UrqlProvider value={client}>
        <JourneyProvider config={config}>{children}</JourneyProvider>
      </UrqlProvider>
    </JotaiProvider>
  );
  const { result } = renderHook(() => usePrebook(), { wrapper });
  act(() => store.set(bookingAtom, { branchId: 'sukhumvit', date: '2026-11-25', time: '10:30:00' }));

  let bookable = false;
  await act(async () => {
    bookable = await result.current.prebook();
  });

  expect(bookable).toBe(true);
  const saved = JSON.parse(config.storage.getItem(BOOKING_STORAGE_KEY) ?? 'null') as JourneyState;
  expect(saved.booking).toMatchObject({ id: 'b1', token: 'secret', state: 'pending', branchId: 'sukhumvit' });
});
