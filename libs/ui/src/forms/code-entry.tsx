import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field';

export interface CodeEntryProps {
  id: string;
  /** The reference of the SMS sent, shown so the customer picks the right message. */
  sentRef: string;
  /** The code's path in the form; 'code' when left out. */
  name?: string;
}

/** The six digits of an SMS code, offered by the phone's keyboard from the message (one-time-code). */
export function CodeEntry({ id, sentRef, name = 'code' }: CodeEntryProps) {
  const { t } = useLingui();
  const ref = sentRef; // named for the translators' placeholder {ref}
  return (
    <FormField name={name} id={id} label={t`Code from the SMS (ref. ${ref})`}>
      {(control) => <input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
    </FormField>
  );
}

export interface PhoneCodeFieldsProps {
  /** Prefix of the inputs' ids: `<idPrefix>-phone`, `<idPrefix>-code`. */
  idPrefix: string;
  /** The reference of the code sent, or null before one was sent (then only the phone is asked). */
  sentRef: string | null;
}

/** The phone (form value 'phone'), then the code sent to it ('code'): logging in by SMS, recovering. */
export function PhoneCodeFields({ idPrefix, sentRef }: PhoneCodeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormField name="phone" id={`${idPrefix}-phone`} label={t`Mobile phone`}>
        {(control) => (
          // Once a code was sent for this number, the number is fixed: start again to change it.
          <input {...control} type="tel" autoComplete="tel" readOnly={sentRef !== null} />
        )}
      </FormField>
      {sentRef !== null && <CodeEntry id={`${idPrefix}-code`} sentRef={sentRef} />}
    </>
  );
}
