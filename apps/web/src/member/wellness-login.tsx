import { Trans, useLingui } from '@lingui/react/macro';
import { WellnessProviderDocument } from '@sabai/graphql';
import { useQuery } from 'urql';
import styles from '../booking/booking.module.css';
import memberStyles from './member.module.css';
import { useErrorCodeText } from './use-error-code-text';

export interface WellnessLoginProps {
  /** Where the member goes once logged in (a path of this site). */
  returnPath: string;
  /** A code the provider's callback came back with (?wellness=…), if any. */
  refusal: string | null;
  /** The member is logged in and confirms it is them (?verify), as with the password. */
  verifying?: boolean;
}

/**
 * "Log in with <provider>" (docs/product-rules.md, Members): a plain link, since the browser leaves for the
 * provider; a refusal that came back shows here, in the reader's language. On the verify page it confirms the
 * logged-in member instead, for members who have no password of their own.
 */
export function WellnessLogin({ returnPath, refusal, verifying = false }: WellnessLoginProps) {
  const [{ data }] = useQuery({ query: WellnessProviderDocument });
  const errorText = useErrorCodeText();
  const { t } = useLingui();
  const provider = data?.wellnessProvider;
  const name = provider?.name ?? t`your wellness membership`;
  return (
    <>
      {refusal && (
        <p role="alert" className={memberStyles.refusal}>
          {errorText.ofCode(refusal, { provider: name })}
        </p>
      )}
      {provider && (
        <p>
          <a
            className={styles.secondary}
            href={`${provider.start_url}?return=${encodeURIComponent(returnPath)}`}
          >
            {verifying ? <Trans>Confirm with {name}</Trans> : <Trans>Log in with {name}</Trans>}
          </a>
        </p>
      )}
    </>
  );
}
