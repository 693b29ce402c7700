import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { showSnackbarAtom } from '@sabai/state';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { NotificationBar } from './notification-bar';

function setup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <NotificationBar />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('NotificationBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing without a message', () => {
    setup();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a message with a Close action, and hides it after 4 s', () => {
    const store = setup();
    act(() => store.set(showSnackbarAtom, { message: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('alerts GraphQL errors without their prefix and keeps them 10 s', () => {
    const store = setup();
    act(() =>
      store.set(showSnackbarAtom, { message: 'GraphQL error: booking not found', source: 'graphql' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^booking not found/);
    act(() => jest.advanceTimersByTime(9999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Close', () => {
    const store = setup();
    act(() => store.set(showSnackbarAtom, { message: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
