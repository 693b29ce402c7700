import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { progressEndAtom, progressStartAtom } from '@sabai/state';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { LoadingOverlay } from './loading-overlay';

function setup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <LoadingOverlay />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

const overlay = () => screen.queryByRole('status', { name: 'Loading' });

describe('LoadingOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never shows for requests shorter than the 200 ms throttle', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(199));
    act(() => store.set(progressEndAtom, 'ok'));
    act(() => jest.advanceTimersByTime(1000));
    expect(overlay()).toBeNull();
  });

  it('covers the screen, busy, while requests last past 200 ms, and goes when the last one ends', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(200));
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
    act(() => store.set(progressEndAtom, 'ok'));
    expect(overlay()).not.toBeNull();
    act(() => store.set(progressEndAtom, 'failed'));
    expect(overlay()).toBeNull();
  });

  it('waits out the throttle again for the next request', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(300));
    act(() => store.set(progressEndAtom, 'ok'));
    act(() => store.set(progressStartAtom));
    expect(overlay()).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(overlay()).not.toBeNull();
  });
});
