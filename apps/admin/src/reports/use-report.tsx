// Asks for one report and says its state: loading, or the server's refusal with a retry.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { LoadError } from '@sabai/ui';
import type { ReactNode } from 'react';
import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import retry from '../layout/retry.module.css';

// The page says a refusal itself; one constant, as urql asks again when the context changes.
const QUIET = { quietErrors: true };

export function useReport<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): [Data | undefined, ReactNode] {
  const { t } = useLingui();
  const [{ data, error, fetching }, reexecute] = useQuery<Data, Variables>({
    query,
    variables,
    requestPolicy: 'network-only',
    context: QUIET,
  });
  let state: ReactNode = null;
  if (error && !data)
    state = (
      <LoadError
        retryClassName={retry.retry}
        message={errorText(error)}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    );
  else if (fetching && !data) state = <p role="status">{t`Loading…`}</p>;
  return [data, state];
}
