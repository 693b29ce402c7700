import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from './field-messages';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * A password login refused before it is sent says one sentence above the button for either missing field, as
 * the login always said (the web's login page, the kiosk's); a too long password says so.
 */
export function useLoginRefusal<V extends LoginValues, O>(form: UseFormReturn<V, unknown, O>) {
  const fieldMessage = useFieldMessage();
  const { t } = useLingui();
  return (errors: FieldErrors<V>) => {
    const tooLong = (errors as FieldErrors<LoginValues>).password?.message === 'password.tooLong';
    form.clearErrors();
    form.setError('root', {
      message: tooLong
        ? fieldMessage('password.tooLong')
        : t`Please fill both phone number or e-mail and password`,
    });
  };
}
