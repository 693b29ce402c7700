import { Trans } from '@lingui/react/macro';
import { LogoutDocument } from '@sabai/graphql';
import { endSessionAtom, isLoggedInAtom, sessionLoadedAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';

/**
 * /member/logout: the session is revoked on the server, then forgotten here (docs/product-rules.md, Members).
 * After a forced logout (the server already ended it) there is no session left to revoke, so the call is
 * skipped.
 */
export function LogoutPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const loaded = useAtomValue(sessionLoadedAtom);
  const endSession = useSetAtom(endSessionAtom);
  const [, logout] = useMutation(LogoutDocument);
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    // Decide once the start-up `me` has answered: before that, "logged out" only means "not known yet".
    if (started.current || !loaded) return;
    started.current = true;
    if (!loggedIn) {
      setDone(true);
      return;
    }
    void logout({}).finally(() => {
      endSession();
      setDone(true);
    });
  }, [loaded, loggedIn, logout, endSession]);
  if (!done) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>You are logged out</Trans>
      </h1>
      <Link className={styles.primary} to="/">
        <Trans>Back to the home page</Trans>
      </Link>
    </main>
  );
}
