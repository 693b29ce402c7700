import { Trans, useLingui } from '@lingui/react/macro';
import { createHttpClient, MeDocument, type HttpClient } from '@sabai/graphql';
import { localeAtom, startSessionAtom } from '@sabai/state';
import { ErrorList, Form, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { wellnessConfirmInputSchema, type USER_PREFIXES, type WellnessConfirmInput } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';
import styles from '../booking/booking.module.css';
import { safeReturn } from './guards';
import { MemberDetailsFields } from './member-details-fields';
import { failureText } from '@sabai/state/auth-api';

interface Pending {
  provider: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  return_path: string;
}

/** What the provider shared, once; 'expired' when no login is waiting for confirmation. */
function usePendingIdentity(http: HttpClient, onLoaded: (pending: Pending) => void) {
  const [pending, setPending] = useState<Pending | 'expired' | undefined>();
  const loaded = useRef(onLoaded);
  useEffect(() => {
    http
      .get<Pending>('/api/auth/wellness/pending')
      .then((answer) => {
        setPending(answer);
        loaded.current(answer);
      })
      .catch(() => setPending('expired'));
  }, [http]);
  return pending;
}

type ConfirmValues = { [K in keyof WellnessConfirmInput]-?: WellnessConfirmInput[K] } & {
  prefix: (typeof USER_PREFIXES)[number];
};

/**
 * /member/wellness: a newcomer back from their wellness provider confirms (or completes) the details it shared
 * and becomes a member linked to it (docs/product-rules.md, Members).
 */
export function WellnessConfirmPage() {
  const locale = useAtomValue(localeAtom);
  const http = useMemo(() => createHttpClient({ getLocale: () => locale }), [locale]);
  const startSession = useSetAtom(startSessionAtom);
  const client = useClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const form = useSchemaForm<ConfirmValues, WellnessConfirmInput>({
    schema: wellnessConfirmInputSchema,
    defaultValues: {
      prefix: 'Mr.',
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      is_subscribe: false,
    },
  });

  const pending = usePendingIdentity(http, (answer) => form.reset({ ...form.getValues(), ...answer }));

  const submit = async (values: WellnessConfirmInput) => {
    try {
      const answer = await http.post<{ return_path: string }>('/api/auth/wellness/confirm', {
        input: values,
      });
      const me = await client.query(MeDocument, {}, { requestPolicy: 'network-only' }).toPromise();
      if (me.data?.me) startSession(me.data.me);
      void navigate(safeReturn(answer.return_path), { replace: true });
    } catch (e) {
      form.setError('root', { message: failureText(e, t`Unable to register new user`) });
    }
  };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Confirm your details</Trans>
      </h1>
      {pending === 'expired' ? (
        <p role="alert">
          <Trans>This login has expired.</Trans> <Link to="/member/login">{t`Back to login`}</Link>
        </p>
      ) : (
        <>
          {pending && <SharedBy provider={pending.provider} />}
          <Form form={form} className={styles.form} onSubmit={submit}>
            <MemberDetailsFields idPrefix="wellness" />
            <label className={styles.check}>
              <input type="checkbox" {...form.register('is_subscribe')} />
              <Trans>Send me news and offers</Trans>
            </label>
            <ErrorList />
            <SubmitButton className={styles.primary}>
              <Trans>Become a member</Trans>
            </SubmitButton>
          </Form>
        </>
      )}
    </main>
  );
}

function SharedBy({ provider }: { provider: string }) {
  return (
    <p>
      <Trans>{provider} shared these details. Check them and add what is missing to become a member.</Trans>
    </p>
  );
}
