import { Trans, useLingui } from '@lingui/react/macro';
import { BranchesDocument, type BranchesQuery } from '@sabai/graphql';
import { brandAtom } from '@sabai/state';
import { useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { BranchCard } from './branch-card';
import styles from './home-page.module.css';

type Branch = BranchesQuery['branches'][number];

function byProvince(branches: readonly Branch[]): [string, Branch[]][] {
  const groups = new Map<string, Branch[]>();
  for (const branch of branches) groups.set(branch.province, [...(groups.get(branch.province) ?? []), branch]);
  return [...groups.entries()];
}

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
        <p role="alert">
          <Trans>Branches could not be loaded.</Trans>{' '}
          <button type="button" className={styles.retry} onClick={() => refetch({ requestPolicy: 'network-only' })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {data &&
        byProvince(data.branches).map(([province, branches]) => (
          <section key={province} className={styles.province} aria-label={province}>
            <h2>{province}</h2>
            <ul role="list" className={styles.branches}>
              {branches.map((branch) => (
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
