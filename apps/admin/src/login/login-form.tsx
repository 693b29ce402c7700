import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { staffLoginSchema, type StaffLoginInput } from '@sabai/validation';
import { useEffect, useState } from 'react';
import { failureCode, failureText, useStaffAuthApi } from '../session/staff-auth-api';
import styles from './login-page.module.css';

interface LoginValues {
  email: string;
  password: string;
  code: string;
}

/** An empty code is no code: the field is there only once the server asked for it. */
const toInput = ({ code, ...rest }: LoginValues) => (code.trim() ? { ...rest, code } : rest);

/**
 * E-mail and password; the six-digit code field appears when the server answers staff.codeRequired
 * (docs/api.md, Staff API). A wrong code is said at the code, other refusals above the button.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const api = useStaffAuthApi();
  const [codeAsked, setCodeAsked] = useState(false);
  const { t } = useLingui();
  const form = useSchemaForm<LoginValues, StaffLoginInput>({
    schema: staffLoginSchema,
    defaultValues: { email: '', password: '', code: '' },
    toInput,
  });

  // The code field takes the focus as it appears: the next thing to type.
  useEffect(() => {
    if (codeAsked) form.setFocus('code');
  }, [codeAsked, form]);

  // The server's refusals at the code are sentences already in the reader's language.
  const describe = (field: string, text: string) => {
    if (field === 'password' && text === 'password.required') return t`Please enter the password.`;
    return field === 'code' && text !== 'code.invalid' ? text : undefined;
  };

  const submit = async (input: StaffLoginInput) => {
    try {
      await api.login(input);
      onDone();
    } catch (e) {
      const code = failureCode(e);
      const message = failureText(e, t`Signing in failed. Please try again.`);
      if (code === 'staff.codeRequired') {
        setCodeAsked(true);
        form.setError('code', { message });
      } else if (code === 'otp.invalid') {
        form.setError('code', { message }, { shouldFocus: true });
      } else {
        form.setError('root', { message });
      }
    }
  };

  return (
    <Form form={form} className={styles.form} onSubmit={submit} describe={describe}>
      <FormField name="email" id="login-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="username" />}
      </FormField>
      <FormField name="password" id="login-password" label={t`Password`}>
        {(control) => <input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      {codeAsked && (
        <FormField name="code" id="login-code" label={t`Six-digit code`}>
          {(control) => (
            <input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={32} />
          )}
        </FormField>
      )}
      <ErrorList />
      <SubmitButton className={styles.primary}>
        <Trans>Sign in</Trans>
      </SubmitButton>
    </Form>
  );
}
