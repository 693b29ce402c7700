import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffTotpBeginMutation } from '@sabai/graphql/staff';
import styles from './account-page.module.css';
import { totpSecret } from './totp-secret';

/** The new secret twice: the server's QR code for the camera, and the key as text to type by hand. */
export function TotpKey({ setup }: { setup: StaffTotpBeginMutation['staffTotpBegin'] }) {
  const { t } = useLingui();
  const secret = totpSecret(setup.otpauth_url);
  return (
    <>
      <img
        className={styles.qr}
        src={setup.qr_data_url}
        width={200}
        height={200}
        alt={t`QR code for your authenticator app`}
      />
      <p>
        <Trans>Or enter this key by hand:</Trans> <code className={styles.secret}>{secret}</code>
      </p>
    </>
  );
}
