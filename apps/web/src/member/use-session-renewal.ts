import { RefreshTokenDocument } from '@sabai/graphql';
import { isLoggedInAtom, tokenAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useMutation } from 'urql';
import { ACTIVITY_EVENTS, renewalDelayMs } from './session-renewal';

/**
 * While a member is logged in, renews the session ahead of its end whenever they were active since the last
 * renewal (docs/product-rules.md, Members), so a long booking is never thrown out at payment. An idle member's
 * access token is dropped when due: the session cookie alone then decides, and is renewed on their return.
 */
export function useSessionRenewal(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setToken = useSetAtom(tokenAtom);
  const [, refresh] = useMutation(RefreshTokenDocument);

  useEffect(() => {
    if (!loggedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let active = false;
    let waiting = false;

    const renew = async () => {
      active = false;
      waiting = false;
      // An ended session answers login.unauthenticated, which logs out as every call does.
      const result = await refresh({}, { quietErrors: true, requestPolicy: 'network-only' });
      const answer = result.data?.refreshToken;
      if (stopped || !answer) return;
      setToken(answer.access_token);
      timer = setTimeout(due, renewalDelayMs(answer));
    };
    const due = () => {
      if (active) return void renew();
      setToken(undefined);
      waiting = true;
    };
    const onActivity = () => {
      active = true;
      if (waiting) void renew();
    };

    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    void renew();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [loggedIn, refresh, setToken]);
}

/** Mounted once at the app's root. */
export function SessionRenewal() {
  useSessionRenewal();
  return null;
}
