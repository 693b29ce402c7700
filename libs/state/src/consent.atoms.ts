// Cookie choices (docs/product-rules.md, Consent (PDPA)): kept on this device and honoured before any
// analytics call.
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { brandAtom } from './boot.atoms';

/** The version of the legal texts built into the web, until the brand publishes its own (docs/product-rules.md, Legal texts). */
export const LEGAL_VERSION = '2026-11';

/** The current version of each legal text, as the brand names them (the built-in one before the brand loads). */
export const legalVersionsAtom = atom(
  (get) =>
    get(brandAtom)?.legal_versions ?? {
      terms: LEGAL_VERSION,
      privacy: LEGAL_VERSION,
      cookies: LEGAL_VERSION,
    },
);

export interface CookieConsent {
  version: string;
  analytics: boolean;
  /** ISO 8601. */
  decidedAt: string;
}

export const cookieConsentAtom = atomWithStorage<CookieConsent | null>(
  'sabai-cookie-consent',
  null,
  createJSONStorage<CookieConsent | null>(() => localStorage),
  { getOnInit: true },
);

/** The banner asks again when the policy changed since the visitor decided. */
export const cookieChoiceNeededAtom = atom(
  (get) => get(cookieConsentAtom)?.version !== get(legalVersionsAtom).cookies,
);

export const analyticsAllowedAtom = atom((get) => {
  const consent = get(cookieConsentAtom);
  return consent?.version === get(legalVersionsAtom).cookies && consent.analytics;
});
