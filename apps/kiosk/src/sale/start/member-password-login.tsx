import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, useAuthApi } from '@sabai/state/auth-api';
import { ErrorList, Form, FormField, SubmitButton, useLoginRefusal, useSchemaForm } from '@sabai/ui/forms';
import { loginInputSchema } from '@sabai/validation';
import styles from '../sale.module.css';
import type { MemberLoginProps } from './member-qr-login';

interface LoginValues {
  username: string;
  password: string;
}

/** Phone number or e-mail with the password, as on the web's login (the same sentence when one is missing). */
export function MemberPasswordLogin({ onMember }: MemberLoginProps) {
  const api = useAuthApi();
  const { t } = useLingui();
  const form = useSchemaForm<LoginValues, LoginValues>({
    schema: loginInputSchema,
    defaultValues: { username: '', password: '' },
  });
  const refuse = useLoginRefusal(form);
  const submit = async ({ username, password }: LoginValues) => {
    try {
      onMember(await api.password(username, password));
    } catch (e) {
      form.setError('root', { message: failureText(e, t`Unknown Error`) });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={refuse}
      className={styles.form}
      label={t`Log in with a password`}
    >
      <FormField name="username" id="kiosk-username" label={t`Phone number or e-mail`}>
        {(control) => <input {...control} autoComplete="off" maxLength={254} />}
      </FormField>
      <FormField name="password" id="kiosk-password" label={t`Password`}>
        {(control) => <input {...control} type="password" autoComplete="off" />}
      </FormField>
      <ErrorList />
      <SubmitButton className={styles.primary}>
        <Trans>Log in</Trans>
      </SubmitButton>
    </Form>
  );
}
