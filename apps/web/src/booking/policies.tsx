import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './booking.module.css';

/** The booking policies shown before paying (docs/product-rules.md, Policies). */
export function Policies({ freeAtk }: { freeAtk: boolean }) {
  return (
    <section className={styles.policies} aria-labelledby="policies-title">
      <h2 id="policies-title">
        <Trans>Before you pay</Trans>
      </h2>
      <ul>
        {!freeAtk && (
          <li>
            <Trans>A prescreening fee of ฿100.00 applies to services under ฿500.00.</Trans>
          </li>
        )}
        <li>
          <Trans>Please arrive 15 minutes early; a later arrival counts as a no-show.</Trans>
        </li>
        <li>
          <Trans>Payments are non-refundable.</Trans>
        </li>
        <li>
          <Trans>A tax invoice can only be issued on the day of purchase.</Trans>
        </li>
        <li>
          <Trans>
            Read the <Link to="/legal/terms">terms of service</Link> and the{' '}
            <Link to="/legal/privacy">privacy policy</Link>.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
