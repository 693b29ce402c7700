import { Trans, useLingui } from '@lingui/react/macro';
import { BranchesDocument, type BranchesQuery } from '@sabai/graphql';
import { brandAtom } from '@sabai/state';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { BranchCard } from './branch-card';
import styles from './home-page.module.css';

type Branch = BranchesQuery['branches'][number];

/** Branches grouped by province, keyed by province code so a language switch keeps open sections open. */
function byProvince(branches: readonly Branch[]): { code: string; name: string; branches: Branch[] }[] {
  const groups = new Map<string, { code: string; name: string; branches: Branch[] }>();
  for (const branch of branches) {
    const group = groups.get(branch.province_code) ?? {
      code: branch.province_code,
      name: branch.province,
      branches: [],
    };
    group.branches.push(branch);
    groups.set(branch.province_code, group);
  }
  return [...groups.values()];
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
        <LoadError
          message={<Trans>Branches could not be loaded.</Trans>}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          retryClassName={styles.retry}
        />
      )}
      {data &&
        byProvince(data.branches).map((province) => (
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
