import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundPage } from '@sabai/ui';
import { Link, useParams } from 'react-router';
import { CookieSettings } from './cookie-settings';
import { LegalAcceptance } from './legal-acceptance';
import { isLegalRule, LEGAL_VERSION, LegalText, LegalTitle, legalRules } from './legal-texts';
import styles from './legal.module.css';

/** /legal/{rule?}/{accept?}: the rules, and their acceptance recorded with version and time. */
export function LegalPage() {
  const { rule, accept } = useParams();
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
      {accept === 'accept' && rule !== 'cookies' && <LegalAcceptance rule={rule} />}
    </main>
  );
}
