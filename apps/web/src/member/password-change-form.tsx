import { Trans, useLingui } from '@lingui/react/macro';
import { errorCode, UpdatePasswordDocument } from '@sabai/graphql';
import { ErrorList, Form, FormField, SubmitButton } from '@sabai/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { PasswordMeter } from './password-meter';
import { useErrorCodeText } from './use-error-code-text';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The confirmation is compared while it is typed; the server checks the rest (current password, length). */
const sameAsPassword = (confirmation: string, values: PasswordValues) =>
  confirmation === '' || confirmation === values.password || 'password_confirmation.mismatch';

/** A new password, behind the current one. */
export function PasswordChangeForm() {
  const [{ fetching, data }, update] = useMutation(UpdatePasswordDocument);
  const { t } = useLingui();
  const errorText = useErrorCodeText();
  const form = useForm<PasswordValues>({
    mode: 'onChange',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const password = form.watch('password');
  // password.updateFailed is about the new password: it shows under that field; other refusals above the button.
  const submit = async (values: PasswordValues) => {
    const result = await update(values, { quietErrors: true });
    if (!result.error) return;
    if (errorCode(result.error) === 'password.updateFailed')
      form.setError('password', { message: 'password.updateFailed' });
    else form.setError('root', { message: errorText.ofError(result.error) });
  };
  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={submit}
      describe={(_, code) => (code === 'password.updateFailed' ? errorText.ofCode(code) : undefined)}
    >
      <FormField name="current_password" id="password-current" label={t`Current password`}>
        {(control) => <input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField
        name="password"
        id="password-new"
        label={t`New password`}
        rules={{ deps: ['password_confirmation'] }}
      >
        {(control) => (
          <>
            <input {...control} type="password" autoComplete="new-password" />
            <PasswordMeter password={password} />
          </>
        )}
      </FormField>
      <FormField
        name="password_confirmation"
        id="password-confirmation"
        label={t`Confirm password`}
        rules={{ validate: sameAsPassword as (value: unknown, values: unknown) => true | string }}
      >
        {(control) => <input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <ErrorList />
      {data?.updatePassword.status && <p role="status">{data.updatePassword.message}</p>}
      <SubmitButton busy={fetching} className={styles.primary}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </Form>
  );
}
