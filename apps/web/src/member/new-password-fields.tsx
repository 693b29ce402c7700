import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { useWatch } from 'react-hook-form';
import { PasswordMeter } from './password-meter';

export interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids: `<idPrefix>-password`, `<idPrefix>-confirmation`. */
  idPrefix: string;
}

/** A new password with its strength, and the same again (form values 'password', 'confirmation'). */
export function NewPasswordFields({ idPrefix }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const password = useWatch<{ password: string }, 'password'>({ name: 'password' });
  return (
    <>
      <FormField name="password" id={`${idPrefix}-password`} label={t`New password`}>
        {(control) => (
          <>
            <input {...control} type="password" autoComplete="new-password" />
            <PasswordMeter password={password} />
          </>
        )}
      </FormField>
      <FormField name="confirmation" id={`${idPrefix}-confirmation`} label={t`Confirm password`}>
        {(control) => <input {...control} type="password" autoComplete="new-password" />}
      </FormField>
    </>
  );
}
