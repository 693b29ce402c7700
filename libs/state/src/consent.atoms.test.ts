/** @jest-environment jsdom */
import { createStore } from 'jotai';
import { brandAtom, type Brand } from './boot.atoms';
import {
  analyticsAllowedAtom,
  cookieChoiceNeededAtom,
  cookieConsentAtom,
  LEGAL_VERSION,
} from './consent.atoms';

const brand = (cookies: string): Brand => ({
  id: 'yuzen',
  code: 'YU',
  name: 'Yuzen',
  logo: '/l.svg',
  url: { app: '', faq: '', customer: '' },
  colors: { primary: '#000', secondary: '#fff' },
  ads: [],
  legal_versions: { terms: LEGAL_VERSION, privacy: LEGAL_VERSION, cookies },
  online_booking: { max_guests: 6, advance_min: 60 },
});

describe('the cookie choice and the cookie policy version (docs/product-rules.md, Legal texts)', () => {
  beforeEach(() => localStorage.clear());

  it('holds while the brand shows the policy it was made under, and asks again when a new one is published', () => {
    const store = createStore();
    store.set(brandAtom, brand(LEGAL_VERSION));
    store.set(cookieConsentAtom, {
      version: LEGAL_VERSION,
      analytics: true,
      decidedAt: '2026-11-01T00:00:00Z',
    });
    expect(store.get(cookieChoiceNeededAtom)).toBe(false);
    expect(store.get(analyticsAllowedAtom)).toBe(true);

    store.set(brandAtom, brand('2026-12-01'));
    expect(store.get(cookieChoiceNeededAtom)).toBe(true);
    // Consent to the old policy allows nothing under the new one.
    expect(store.get(analyticsAllowedAtom)).toBe(false);
  });
});
