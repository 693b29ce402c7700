import { Trans, useLingui } from '@lingui/react/macro';
import { BranchesDocument } from '@sabai/graphql';
import { brandAtom } from '@sabai/state';
import { LoadError, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { kioskDeviceAtom } from '../../device/kiosk-device';
import { LanguageButtons } from '../../layout/language-buttons';
import styles from './kiosk-home-page.module.css';
import { TreatmentMenu } from './treatment-menu';

/** What a walk-in customer sees first: who we are, their language, and this branch's menu and prices. */
export function KioskHomePage() {
  const brand = useAtomValue(brandAtom);
  const [{ data, error }, refetch] = useQuery({ query: BranchesDocument });
  useRefetchOnLocaleSwitch(() => refetch({ requestPolicy: 'network-only' }), 0);
  // The device's branch (docs/access.md, Kiosk devices); the gate has made sure there is a device.
  const device = useAtomValue(kioskDeviceAtom);
  const branch = data?.branches.find((b) => b.id === device?.branch_id);
  const { t } = useLingui();

  return (
    <main id="main" className={styles.page}>
      <header className={styles.hero}>
        {/* The brand's name follows as the heading, so the logo itself says nothing more. */}
        {brand && <img className={styles.logo} src={brand.logo} alt="" height={120} />}
        <h1 className={styles.title}>{brand?.name}</h1>
        <p className={styles.welcome}>
          <Trans>Welcome! Choose your language and see our treatments and prices.</Trans>
        </p>
        <LanguageButtons className={styles.languages} />
        <Link to="/start" className={styles.book}>
          <Trans>Book a treatment now</Trans>
        </Link>
        <Link to="/check-in" className={styles.checkIn}>
          <Trans>I have a booking: check in</Trans>
        </Link>
      </header>
      {error && !data && (
        <LoadError
          message={<Trans>Branches could not be loaded.</Trans>}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          className={styles.problem}
          retryClassName={styles.retry}
        />
      )}
      {data && !branch && <p className={styles.problem}>{t`This kiosk's branch takes no bookings now.`}</p>}
      {branch && <TreatmentMenu branchId={branch.id} branchName={branch.name} />}
    </main>
  );
}
