import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { USER_PREFIXES } from '@sabai/validation';
import { useWatch } from 'react-hook-form';
import { PasswordMeter } from './password-meter';

export interface RegisterDetailsFieldsProps {
  /** Birthdates end yesterday: the date input's max. */
  today: string;
}

/** The member's details on /member/register, in the order of docs/product-rules.md, Members. */
export function RegisterDetailsFields({ today }: RegisterDetailsFieldsProps) {
  const { t } = useLingui();
  const password = useWatch<{ password: string }, 'password'>({ name: 'password' });
  const prefixLabels = { 'Mr.': t`Mr.`, 'Mrs.': t`Mrs.`, Miss: t`Miss`, Other: t`Other` };
  return (
    <>
      <FormField name="prefix" id="register-prefix" label={t`Title`}>
        {(control) => (
          <select {...control}>
            {USER_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {prefixLabels[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="first_name" id="register-first_name" label={t`First name`}>
        {(control) => <input {...control} autoComplete="given-name" />}
      </FormField>
      <FormField name="last_name" id="register-last_name" label={t`Last name`}>
        {(control) => <input {...control} autoComplete="family-name" />}
      </FormField>
      <FormField name="birthdate" id="register-birthdate" label={t`Birthdate`}>
        {(control) => <input {...control} type="date" max={today} />}
      </FormField>
      <FormField name="phone" id="register-phone" label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField name="email" id="register-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </FormField>
      <FormField name="password" id="register-password" label={t`Password (at least 8 characters)`}>
        {(control) => (
          <>
            <input {...control} type="password" autoComplete="new-password" />
            <PasswordMeter password={password} />
          </>
        )}
      </FormField>
      <FormField name="password_confirmation" id="register-password_confirmation" label={t`Confirm password`}>
        {(control) => <input {...control} type="password" autoComplete="new-password" />}
      </FormField>
    </>
  );
}
