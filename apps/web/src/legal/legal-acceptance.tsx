import { Trans } from '@lingui/react/macro';
import { AcceptLegalDocument } from '@sabai/graphql';
import { bookingAtom, legalVersionsAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useMutation } from 'urql';
import type { LegalRule } from './legal-texts';
import styles from './legal.module.css';

/**
 * "I accept": records the rule's acceptance, its version, and the draft's contact (docs/product-rules.md,
 * Consent (PDPA)).
 */
export function LegalAcceptance({ rule }: { rule: Exclude<LegalRule, 'cookies'> }) {
  const booking = useAtomValue(bookingAtom);
  const versions = useAtomValue(legalVersionsAtom);
  const [{ data, fetching }, send] = useMutation(AcceptLegalDocument);
  return (
    <div className={styles.accept}>
      {data?.acceptLegal.status ? (
        <p role="status">
          <Trans>Thank you, your acceptance is recorded.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className={styles.primary}
          disabled={fetching}
          onClick={() =>
            void send({
              input: {
                rule,
                version: versions[rule],
                contact_email: booking.contact.email || null,
                contact_phone: booking.contact.phone || null,
              },
            })
          }
        >
          <Trans>I accept</Trans>
        </button>
      )}
    </div>
  );
}
