import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { showSnackbarAtom } from '@sabai/state';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Snackbar } from './snackbar';

function setup(variant?: 'page' | 'kiosk') {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Snackbar {...(variant ? { variant } : {})} />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('Snackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a message and hides it after 4 s', () => {
    jest.useFakeTimers();
    const store = setup();
    act(() => store.set(showSnackbarAtom, { message: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a GraphQL error 10 s, as an alert, without its prefix', () => {
    jest.useFakeTimers();
    const store = setup();
    act(() => store.set(showSnackbarAtom, { message: 'GraphQL error: booking expired', source: 'graphql' }));
    expect(screen.getByRole('alert')).toHaveTextContent('booking expired');
    expect(screen.getByRole('alert')).not.toHaveTextContent('GraphQL error');
    act(() => jest.advanceTimersByTime(9999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with its Close action', async () => {
    const store = setup();
    act(() => store.set(showSnackbarAtom, { message: 'Hello' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has a kiosk variant across the top with a finger-sized Close', () => {
    const store = setup('kiosk');
    act(() => store.set(showSnackbarAtom, { message: 'Hello' }));
    expect(screen.getByRole('status')).toHaveClass('snackbar', 'kiosk');
  });
});
