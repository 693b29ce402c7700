import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { formatCountdown, HoldCountdown } from './hold-countdown';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const renderWithProviders = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('HoldCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [900, '15:00'],
    [65, '1:05'],
    [0.2, '0:01'],
    [-3, '0:00'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('ticks each second and reports the lapse once', () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const onExpired = jest.fn();
    renderWithProviders(
      <HoldCountdown expiresAt="2026-11-22T10:01:05Z" onExpired={onExpired} now={() => now} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1:05');
    for (let i = 0; i < 5; i += 1) {
      now += 1000;
      act(() => jest.advanceTimersByTime(1000));
    }
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(onExpired).not.toHaveBeenCalled();

    now += 60_000;
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('offers to keep the places in the last minute, and says so once', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const onExtend = jest.fn();
    renderWithProviders(
      <HoldCountdown
        expiresAt="2026-11-22T10:01:02Z"
        onExpired={jest.fn()}
        onExtend={onExtend}
        now={() => now}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Keep my places longer' })).toBeNull();
    now += 3000;
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Less than a minute left to pay.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Keep my places longer' }).click());
    expect(onExtend).toHaveBeenCalledTimes(1);
  });
});
