import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { aBrand } from '../../testing/builders';
import { renderKiosk } from '../../testing/render-kiosk';
import { adsRunningOn } from './ads-page';

const startButton = () => screen.findByRole('button', { name: 'Touch anywhere to start' });
const home = () => screen.findByText(/^Welcome!/);

describe('AdsPage', () => {
  afterEach(async () => {
    // Let any swallowed-click guard from a waking touch end before the next test.
    await act(async () => void fireEvent.click(document.body));
  });

  it('shows the first ad and a hint, as one named button that has focus', async () => {
    await renderKiosk('/kiosk/ads');
    const button = await startButton();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Mineral onsen');
    expect(screen.getByText('Soak, then unwind.')).toBeInTheDocument();
    expect(document.querySelector('main#main')).toContainElement(button);
  });

  it('returns to the kiosk home on a touch', async () => {
    const kiosk = await renderKiosk('/kiosk/ads');
    const button = await startButton();
    await act(async () => void fireEvent.touchStart(button));
    await home();
    expect(kiosk.pathname()).toBe('/kiosk');
  });

  it.each([
    ['a key', (el: Element) => fireEvent.keyDown(el, { key: 'Enter' })],
    ['a click', (el: Element) => fireEvent.click(el)],
    ['a mouse move', (el: Element) => fireEvent.mouseMove(el)],
    ['a pointer press', (el: Element) => fireEvent.pointerDown(el)],
  ])('returns to the kiosk home on %s', async (_, wake) => {
    const kiosk = await renderKiosk('/kiosk/ads');
    const button = await startButton();
    await act(async () => void wake(button));
    await home();
    expect(kiosk.pathname()).toBe('/kiosk');
  });

  it('does not let the waking touch press the button that appears under the finger', async () => {
    await renderKiosk('/kiosk/ads');
    const button = await startButton();
    await act(async () => void fireEvent.pointerDown(button));
    await home();
    const thai = screen.getByRole('button', { name: 'ไทย' });
    // The click that ends the waking touch lands on the new page: it must press nothing.
    await act(async () => {
      fireEvent.click(thai);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(thai).toHaveAttribute('aria-pressed', 'false');
    // The next touch is the customer's own.
    await act(async () => void fireEvent.click(thai));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('shows only the ads whose days hold today (in Thailand), the open-ended ones always', async () => {
    const ad = (title: string, first_day: string | null, last_day: string | null) => ({
      image: `/media/${title}.webp`,
      title,
      body: '',
      first_day,
      last_day,
    });
    const today = '2026-11-26';
    expect(
      adsRunningOn(
        [
          ad('open', null, null),
          ad('ended', '2026-11-01', '2026-11-25'),
          ad('today only', today, today),
          ad('later', '2026-11-27', null),
          ad('until today', null, today),
        ],
        today,
      ).map((a) => a.title),
    ).toEqual(['open', 'today only', 'until today']);
  });

  it('shows the brand logo when the brand has no ads', async () => {
    await renderKiosk('/kiosk/ads', { api: { brand: aBrand({ ads: [] }) } });
    expect(await startButton()).toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Yuzen');
  });
});

describe('AdsPage rotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('moves to the next ad every 8 s and wraps around', async () => {
    await renderKiosk('/kiosk/ads');
    expect(await startButton()).toHaveAccessibleDescription('Mineral onsen');
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByRole('button', { name: 'Touch anywhere to start' })).toHaveAccessibleDescription(
      'Thai massage',
    );
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByRole('button', { name: 'Touch anywhere to start' })).toHaveAccessibleDescription(
      'Mineral onsen',
    );
  });

  it('stays on one ad for people who asked for reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    await renderKiosk('/kiosk/ads');
    expect(await startButton()).toHaveAccessibleDescription('Mineral onsen');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Touch anywhere to start' })).toHaveAccessibleDescription(
      'Mineral onsen',
    );
  });
});
