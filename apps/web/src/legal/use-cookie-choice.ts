import { AcceptLegalDocument } from '@sabai/graphql';
import { cookieConsentAtom, legalVersionsAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from 'urql';

/**
 * Stores the visitor's cookie choice on this device, with the cookie policy's version (a new version asks again),
 * and records the consent on the server.
 */
export function useCookieChoice() {
  const setConsent = useSetAtom(cookieConsentAtom);
  const version = useAtomValue(legalVersionsAtom).cookies;
  const [, accept] = useMutation(AcceptLegalDocument);
  return (analytics: boolean) => {
    setConsent({ version, analytics, decidedAt: new Date().toISOString() });
    void accept({ input: { rule: 'cookies', version } });
  };
}
