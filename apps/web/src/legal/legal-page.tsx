import { Trans, useLingui } from '@lingui/react/macro';
import { LegalTextDocument } from '@sabai/graphql';
import { legalVersionsAtom } from '@sabai/state';
import { NotFoundPage, PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { CookieSettings } from './cookie-settings';
import { LegalAcceptance } from './legal-acceptance';
import { isLegalRule, LegalText, LegalTitle, legalRules, type LegalRule } from './legal-texts';
import styles from './legal.module.css';

/**
 * The rule's current text: the version the brand published in admin, in the reader's language, or the built-in
 * text until it has (docs/product-rules.md, Legal texts).
 */
function CurrentText({ rule }: { rule: LegalRule }) {
  const { t } = useLingui();
  const versions = useAtomValue(legalVersionsAtom);
  const [{ data, fetching }] = useQuery({ query: LegalTextDocument, variables: { rule } });
  if (fetching && !data) return <PageLoading />;
  const published = data?.legalText;
  const version = published?.version ?? versions[rule];
  return (
    <>
      <p className={styles.hint}>{t`Version ${version}`}</p>
      {published ? published.paragraphs.map((p, i) => <p key={i}>{p}</p>) : <LegalText rule={rule} />}
    </>
  );
}

/** /legal/{rule?}/{accept?}: the rules, and their acceptance recorded with version and time. */
export function LegalPage() {
  const { rule, accept } = useParams();

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
      <CurrentText rule={rule} />
      {rule === 'cookies' && <CookieSettings />}
      {accept === 'accept' && rule !== 'cookies' && <LegalAcceptance rule={rule} />}
    </main>
  );
}
