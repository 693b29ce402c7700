import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { progressEndAtom, progressStartAtom } from '@sabai/state';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { ProgressBar } from './progress-bar';

function setup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ProgressBar />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

const bar = () => screen.queryByRole('progressbar');

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for requests shorter than the 200 ms throttle', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(150));
    act(() => store.set(progressEndAtom, 'ok'));
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms, completes, and hides 500 ms after the end', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(199));
    expect(bar()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toHaveAttribute('data-phase', 'running');
    act(() => store.set(progressEndAtom, 'ok'));
    expect(bar()).toHaveAttribute('data-phase', 'done');
    act(() => jest.advanceTimersByTime(499));
    expect(bar()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('turns to the failed state when a request fails', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(300));
    act(() => store.set(progressEndAtom, 'failed'));
    expect(bar()).toHaveAttribute('data-phase', 'failed');
    expect(bar()).toHaveAccessibleName('Loading failed');
  });
});

describe('ProgressBar, fast failures', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the failed state even for a request that failed within the throttle, then hides', () => {
    const store = setup();
    act(() => store.set(progressStartAtom));
    act(() => jest.advanceTimersByTime(50));
    act(() => store.set(progressEndAtom, 'failed'));
    expect(bar()).toHaveAttribute('data-phase', 'failed');
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });
});
