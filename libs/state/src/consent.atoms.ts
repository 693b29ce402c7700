// Cookie choices (docs/product-rules.md, Consent (PDPA)): kept on this device and honoured before any
// analytics call.
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The version of the legal texts (terms, privacy, cookies); bumped when one changes. */
export const LEGAL_VERSION = '2026-11';
export const COOKIE_POLICY_VERSION = LEGAL_VERSION;

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
  (get) => get(cookieConsentAtom)?.version !== COOKIE_POLICY_VERSION,
);

export const analyticsAllowedAtom = atom((get) => {
  const consent = get(cookieConsentAtom);
  return consent?.version === COOKIE_POLICY_VERSION && consent.analytics;
});
