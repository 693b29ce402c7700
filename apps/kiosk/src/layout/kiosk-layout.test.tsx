import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderKiosk } from '../testing/render-kiosk';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('KioskLayout idle detector', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends an unattended kiosk home to the ads after showAdAfterSec', async () => {
    const kiosk = await renderKiosk('/kiosk', { idle: { showAdAfterSec: 5, defaultSec: 20 } });
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
    advance(4999);
    expect(kiosk.pathname()).toBe('/kiosk');
    advance(1);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
    expect(kiosk.pathname()).toBe('/kiosk/ads');
  });

  it('waits again after each touch', async () => {
    const kiosk = await renderKiosk('/kiosk', { idle: { showAdAfterSec: 5 } });
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
    advance(4000);
    act(() => void fireEvent.touchStart(document.body));
    advance(4000);
    act(() => void fireEvent.scroll(window));
    advance(4000);
    expect(kiosk.pathname()).toBe('/kiosk');
    advance(1000);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
  });

  it('uses the default duration on other pages', async () => {
    const kiosk = await renderKiosk('/kiosk/nowhere', { idle: { showAdAfterSec: 5, defaultSec: 20 } });
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    advance(19_000);
    expect(kiosk.pathname()).toBe('/kiosk/nowhere');
    advance(1000);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
  });

  it('waits again after a page change', async () => {
    const kiosk = await renderKiosk('/kiosk/nowhere', { idle: { defaultSec: 20 } });
    advance(15_000);
    await act(async () => void kiosk.router.navigate('/elsewhere'));
    advance(15_000);
    expect(kiosk.pathname()).toBe('/kiosk/elsewhere');
    advance(5000);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
  });

  it('never leaves the ads screen on its own', async () => {
    const kiosk = await renderKiosk('/kiosk/ads', { idle: { showAdAfterSec: 1, defaultSec: 1 } });
    expect(screen.getByRole('button', { name: 'Touch anywhere to start' })).toBeInTheDocument();
    advance(10 * 60 * 1000);
    expect(kiosk.pathname()).toBe('/kiosk/ads');
  });

  it('clears a notification when it goes idle', async () => {
    const kiosk = await renderKiosk('/kiosk', { idle: { showAdAfterSec: 5 } });
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
    act(() => kiosk.store.set(showSnackbarAtom, { message: 'Branch closed today', timeout: 60_000 }));
    expect(screen.getByRole('status')).toHaveTextContent('Branch closed today');
    advance(5000);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
    expect(screen.queryByText('Branch closed today')).toBeNull();
  });
});

describe('KioskLayout hand-over', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("goes back to the kiosk's own language when it goes idle", async () => {
    // jsdom's browser speaks English; the last customer chose Chinese.
    const kiosk = await renderKiosk('/kiosk', { idle: { showAdAfterSec: 5 } });
    act(() => kiosk.store.set(localeAtom, 'zh'));
    advance(5000);
    await screen.findByRole('button', { name: 'Touch anywhere to start' });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await waitFor(() => expect(kiosk.store.get(localeAtom)).toBe('en'));
    expect(document.cookie).toContain('i18n_locale=en');
  });
});

describe('KioskLayout between customers', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('shows the pairing screen at its next idle once the device was revoked in admin', async () => {
    jest.useFakeTimers();
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ device: null }), { status: 200 });
    }) as typeof fetch;
    const kiosk = await renderKiosk('/kiosk', { idle: { showAdAfterSec: 5 } });
    advance(5000);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await waitFor(() => expect(kiosk.pathname()).toBe('/kiosk/pair'));
    expect(asked).toContain('/api/kiosk/device');
  });
});

describe('KioskLayout frame', () => {
  it('shows the logo link and the language buttons on pages without their own header', async () => {
    await renderKiosk('/kiosk/nowhere');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/kiosk');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/kiosk');
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
  });

  it('opens no context menu on a long press', async () => {
    await renderKiosk('/kiosk');
    expect(fireEvent.contextMenu(screen.getByText(/^Welcome!/))).toBe(false);
  });

  it('has no menu and one set of language buttons on the home page', async () => {
    await renderKiosk('/kiosk');
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('group', { name: 'Language' })).toHaveLength(1);
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
  });
});
