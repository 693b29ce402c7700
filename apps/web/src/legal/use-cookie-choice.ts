import { AcceptLegalDocument } from '@sabai/graphql';
import { COOKIE_POLICY_VERSION, cookieConsentAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';

/** Stores the visitor's cookie choice on this device and records the consent on the server. */
export function useCookieChoice() {
  const setConsent = useSetAtom(cookieConsentAtom);
  const [, accept] = useMutation(AcceptLegalDocument);
  return (analytics: boolean) => {
    setConsent({ version: COOKIE_POLICY_VERSION, analytics, decidedAt: new Date().toISOString() });
    void accept({ input: { rule: 'cookies', version: COOKIE_POLICY_VERSION } });
  };
}
