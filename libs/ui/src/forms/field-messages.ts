import { useLingui } from '@lingui/react/macro';

/** The validation codes of libs/validation as sentences in the reader's language. */
export function useFieldMessage(): (code: string) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'name.required':
        return t`Please enter a name.`;
      case 'name.tooLong':
        return t`The name is too long.`;
      case 'phone.invalid':
        return t`Please enter a Thai mobile number, e.g. 081 234 5678.`;
      case 'email.invalid':
        return t`Please enter a valid e-mail address.`;
      case 'request.tooLong':
        return t`The request is too long (1,000 characters at most).`;
      case 'tax_id.invalid':
        return t`Must be 13 digits with a valid check digit.`;
      case 'tax_name.required':
        return t`Please enter the name on the tax invoice.`;
      case 'tax_address.required':
        return t`Please enter the address on the tax invoice.`;
      case 'date.required':
        return t`Please choose a date.`;
      case 'time.required':
        return t`Please choose a time.`;
      case 'guest_count.invalid':
        return t`Please enter the number of guests.`;
      case 'branch.required':
        return t`Please select a branch`;
      case 'prefix.invalid':
        return t`Please choose a title.`;
      case 'first_name.required':
        return t`Please enter your first name.`;
      case 'last_name.required':
        return t`Please enter your last name.`;
      case 'birthdate.invalid':
        return t`Please enter your birthdate (year in CE, e.g. 1990).`;
      case 'password.tooShort':
        return t`The password must be at least 8 characters.`;
      case 'password.tooLong':
        return t`The password is too long.`;
      case 'password_confirmation.mismatch':
        return t`Confirmation password is different from password`;
      case 'code.invalid':
        return t`Must be 6 characters`;
      default:
        return t`Please check this field.`;
    }
  };
}
