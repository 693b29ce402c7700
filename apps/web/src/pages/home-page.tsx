import { Trans, useLingui } from '@lingui/react/macro';
import { BranchesDocument } from '@sabai/graphql';
import { brandAtom } from '@sabai/state';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { BranchCard } from './branch-card';
import { branchesByProvince } from './branches-by-province';
import styles from './home-page.module.css';

/** The brand's front page: who they are and every branch, with hours and a way to book. */
export function HomePage() {
  const brand = useAtomValue(brandAtom);
  const [{ data, fetching, error }, refetch] = useQuery({ query: BranchesDocument });
  useRefetchOnLocaleSwitch(() => refetch({ requestPolicy: 'network-only' }), 0);
  const { t } = useLingui();

  return (
    <main id="main" className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{brand?.name}</h1>
        <p>
          <Trans>Choose a branch, pick your treatments and book online in a few steps.</Trans>
        </p>
      </section>
      {fetching && !data && <p role="status">{t`Loading branches…`}</p>}
      {error && !data && (
        <LoadError
          message={<Trans>Branches could not be loaded.</Trans>}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          retryClassName={styles.retry}
        />
      )}
      {data &&
        branchesByProvince(data.branches).map((province) => (
          <section key={province.code} className={styles.province} aria-label={province.name}>
            <h2>{province.name}</h2>
            <ul role="list" className={styles.branches}>
              {province.branches.map((branch) => (
                <li key={branch.id}>
                  <BranchCard branch={branch} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}
