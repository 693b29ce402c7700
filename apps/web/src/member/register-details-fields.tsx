import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { useWatch } from 'react-hook-form';
import { MemberDetailsFields } from './member-details-fields';
import { PasswordMeter } from './password-meter';

export interface RegisterDetailsFieldsProps {
  /** Birthdates end yesterday: the date input's max. */
  today: string;
}

/** The member's details on /member/register, in the order of docs/product-rules.md, Members. */
export function RegisterDetailsFields({ today }: RegisterDetailsFieldsProps) {
  const { t } = useLingui();
  const password = useWatch<{ password: string }, 'password'>({ name: 'password' });
  return (
    <>
      <MemberDetailsFields idPrefix="register">
        <FormField name="birthdate" id="register-birthdate" label={t`Birthdate`}>
          {(control) => <input {...control} type="date" max={today} />}
        </FormField>
      </MemberDetailsFields>
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
