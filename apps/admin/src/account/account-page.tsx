import { Trans, useLingui } from '@lingui/react/macro';
import { StaffMeDocument } from '@sabai/graphql/staff';
import { useState } from 'react';
import { useQuery } from 'urql';
import styles from './account-page.module.css';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

/**
 * The staff member's own account: whether two-step sign-in (TOTP) is on, and turning it on
 * (docs/api.md, Staff API). The recovery codes are shown once, right after the confirmation.
 */
export function AccountPage() {
  const { t } = useLingui();
  const [{ data }] = useQuery({ query: StaffMeDocument, requestPolicy: 'cache-and-network' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const enabled = Boolean(recoveryCodes) || data?.staffMe?.totp_enabled === true;

  return (
    <main id="main" className={styles.page}>
      <h1>{t`Two-step sign-in`}</h1>
      <p role="status">
        {enabled ? (
          <Trans>Two-step sign-in is on: signing in asks for a code from your authenticator app.</Trans>
        ) : (
          <Trans>Two-step sign-in is off.</Trans>
        )}
      </p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : (
        data?.staffMe && !enabled && <TotpSetup onConfirmed={setRecoveryCodes} />
      )}
    </main>
  );
}
