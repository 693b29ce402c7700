import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import styles from './booking.module.css';

/** /book/thanks: after a confirmed booking, or after a group request. */
export function ThanksPage() {
  const [params] = useSearchParams();
  const group = params.get('request') === 'group';
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Thank you</Trans>
      </h1>
      <p>
        {group ? (
          <Trans>
            We have received your group request. Our team will contact you within one business day.
          </Trans>
        ) : (
          <Trans>We look forward to welcoming you. Please arrive 15 minutes before your time.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </main>
  );
}
