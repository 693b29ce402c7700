// "Leave the waitlist" (docs/product-rules.md, Waitlist): right after joining, and on the page the offer's message
// links to (/waitlist/<id>?token=…). Leaving gives up any places an offer holds, so they pass to the next customer.
import { Trans } from '@lingui/react/macro';
import { errorText, LeaveWaitlistDocument } from '@sabai/graphql';
import { useMutation } from 'urql';
import styles from './booking.module.css';

export function LeaveWaitlist({ id, token }: { id: string; token: string }) {
  const [state, leave] = useMutation(LeaveWaitlistDocument);
  if (state.data?.leaveWaitlist)
    return (
      <p role="status">
        <Trans>You have left the waitlist. We will not offer you these places.</Trans>
      </p>
    );
  return (
    <>
      {state.error && <p role="alert">{errorText(state.error)}</p>}
      <button
        type="button"
        className={styles.secondary}
        disabled={state.fetching}
        onClick={() => void leave({ id, token }, { quietErrors: true })}
      >
        <Trans>Leave the waitlist</Trans>
      </button>
    </>
  );
}
