// The page behind the waitlist offer's "leave" link (docs/product-rules.md, Waitlist): the entry's id in the path,
// its token in the query.
import { Trans } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import styles from './booking.module.css';
import { LeaveWaitlist } from './leave-waitlist';

export function WaitlistPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Your place on the waitlist</Trans>
      </h1>
      <p>
        <Trans>
          If you no longer need these places, leave the waitlist and we offer them to the next customer.
        </Trans>
      </p>
      <LeaveWaitlist id={id} token={params.get('token') ?? ''} />
    </main>
  );
}
