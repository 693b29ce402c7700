import { aProduct } from '@sabai/booking-journey/testing';
import { localeSwitchCountAtom } from '@sabai/state';
import { act, screen, within } from '@testing-library/react';
import { operationName } from '../../testing/fake-client';
import { LOBBY_KIOSK, renderKiosk } from '../../testing/render-kiosk';

const menu = () => screen.getByRole('region', { name: /^Treatments at / });
const productNames = () =>
  within(menu())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('KioskHomePage', () => {
  it('greets with the brand, the languages and the menu of the kiosk’s branch', async () => {
    await renderKiosk('/kiosk');
    expect(screen.getByRole('heading', { level: 1, name: 'Yuzen' })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Treatments at Yuzen Sukhumvit' });
    expect(productNames()).toEqual(['Thai massage', 'Onsen entry']);
    const card = screen.getAllByTestId('product')[0] as HTMLElement;
    expect(card).toHaveTextContent('60 min');
    expect(card).toHaveTextContent('฿1,200.00');
    // Selling starts here; a booking made elsewhere checks in from here too.
    expect(screen.getByRole('link', { name: 'Book a treatment now' })).toHaveAttribute(
      'href',
      '/kiosk/start',
    );
    expect(screen.getByRole('link', { name: 'I have a booking: check in' })).toHaveAttribute(
      'href',
      '/kiosk/check-in',
    );
  });

  it("shows the paired device's branch, whatever the URL says", async () => {
    await renderKiosk('/kiosk?branch=sukhumvit', { device: { ...LOBBY_KIOSK, branch_id: 'silom' } });
    await screen.findByRole('region', { name: 'Treatments at Yuzen Silom' });
    expect(productNames()).toEqual(['Foot massage']);
  });

  it('sends a browser that is no paired kiosk to the pairing screen', async () => {
    const kiosk = await renderKiosk('/kiosk', { device: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeInTheDocument();
    expect(kiosk.pathname()).toBe('/kiosk/pair');
    expect(screen.queryByRole('region', { name: /^Treatments at / })).toBeNull();
  });

  it('leaves course items out of the price list', async () => {
    await renderKiosk('/kiosk', {
      api: {
        products: { sukhumvit: [aProduct({ id: 'c', name: 'Course item', type: 'course_treatment' })] },
      },
    });
    expect(await screen.findByText('No treatments are available here at the moment.')).toBeInTheDocument();
  });

  it('fetches branches again at once and products 500 ms after a language switch', async () => {
    jest.useFakeTimers();
    try {
      const kiosk = await renderKiosk('/kiosk');
      expect(screen.getByRole('region', { name: 'Treatments at Yuzen Sukhumvit' })).toBeInTheDocument();
      const refetches = (name: string) =>
        kiosk.operations.filter(
          (op) => operationName(op) === name && op.context.requestPolicy === 'network-only',
        ).length;
      // What useLocaleSwitch does once the new catalog is active (the language buttons' own test clicks).
      act(() => kiosk.store.set(localeSwitchCountAtom, (n) => n + 1));
      // urql starts a refetch from an effect after a state update: let both run inside act.
      const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
      await advance(0);
      expect(refetches('Branches')).toBe(1);
      await advance(499);
      expect(refetches('BranchProducts')).toBe(0);
      await advance(1);
      expect(refetches('BranchProducts')).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
