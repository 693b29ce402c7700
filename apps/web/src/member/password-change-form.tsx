import { Trans, useLingui } from '@lingui/react/macro';
import { UpdatePasswordDocument } from '@sabai/graphql';
import { Form, FormField, SubmitButton } from '@sabai/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import styles from '../booking/booking.module.css';
import { PasswordMeter } from './password-meter';

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
  const form = useForm<PasswordValues>({
    mode: 'onChange',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const password = form.watch('password');
  return (
    <Form form={form} className={styles.form} onSubmit={(values) => update(values)}>
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
      {data?.updatePassword.status && <p role="status">{data.updatePassword.message}</p>}
      <SubmitButton busy={fetching} className={styles.primary}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </Form>
  );
}
