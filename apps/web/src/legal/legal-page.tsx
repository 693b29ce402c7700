import { Trans, useLingui } from '@lingui/react/macro';
import { AcceptLegalDocument } from '@sabai/graphql';
import { analyticsAllowedAtom, bookingAtom } from '@sabai/state';
import { NotFoundPage } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { isLegalRule, LEGAL_VERSION, LegalText, LegalTitle, legalRules } from './legal-texts';
import styles from './legal.module.css';
import { useCookieChoice } from './use-cookie-choice';

function CookieSettings() {
  const allowed = useAtomValue(analyticsAllowedAtom);
  const [analytics, setAnalytics] = useState(allowed);
  const [saved, setSaved] = useState(false);
  const choose = useCookieChoice();
  return (
    <form
      className={styles.settings}
      onSubmit={(e) => {
        e.preventDefault();
        choose(analytics);
        setSaved(true);
      }}
    >
      <label className={styles.check}>
        <input type="checkbox" checked disabled />
        <Trans>Necessary cookies</Trans>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
        <Trans>Analytics cookies</Trans>
      </label>
      <button type="submit" className={styles.primary}>
        <Trans>Save cookie settings</Trans>
      </button>
      {saved && (
        <p role="status">
          <Trans>Your cookie settings are saved.</Trans>
        </p>
      )}
    </form>
  );
}

/** /legal/{rule?}/{accept?}: the rules, and their acceptance recorded with version and time. */
export function LegalPage() {
  const { rule, accept } = useParams();
  const booking = useAtomValue(bookingAtom);
  const [{ data, fetching }, send] = useMutation(AcceptLegalDocument);
  const { t } = useLingui();

  if (rule === undefined) {
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Legal</Trans>
        </h1>
        <ul>
          {legalRules.map((r) => (
            <li key={r}>
              <Link to={`/legal/${r}`}>
                <LegalTitle rule={r} />
              </Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  if (!isLegalRule(rule) || (accept !== undefined && accept !== 'accept')) return <NotFoundPage />;

  return (
    <main id="main" className={styles.page}>
      <h1>
        <LegalTitle rule={rule} />
      </h1>
      <p className={styles.hint}>{t`Version ${LEGAL_VERSION}`}</p>
      <LegalText rule={rule} />
      {rule === 'cookies' && <CookieSettings />}
      {accept === 'accept' && rule !== 'cookies' && (
        <div className={styles.accept}>
          {data?.acceptLegal.status ? (
            <p role="status">
              <Trans>Thank you, your acceptance is recorded.</Trans>
            </p>
          ) : (
            <button
              type="button"
              className={styles.primary}
              disabled={fetching}
              onClick={() =>
                void send({
                  input: {
                    rule,
                    version: LEGAL_VERSION,
                    contact_email: booking.contact.email || null,
                    contact_phone: booking.contact.phone || null,
                  },
                })
              }
            >
              <Trans>I accept</Trans>
            </button>
          )}
        </div>
      )}
    </main>
  );
}
