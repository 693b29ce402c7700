// The new booking's refusals in the reader's language: the codes of staffBookingInputSchema (checked in the
// browser first, then by the server), and the server's own sentences at a field as they are.
import { useLingui } from '@lingui/react/macro';
import type { DescribeError } from '@sabai/ui/forms';
import { isCode } from '../forms/field-refusals';

/** The fields the form shows an error at; the schema's other fields are said in the snackbar. */
export const isShownField = (field: string) =>
  /^(date|time|guests\.\d+\.(name|treatments)|contact_name|contact_phone|contact_email|member_id|promo_code|request)$/.test(
    field,
  );

/** The server's refusals about one field of the form. */
export const REFUSAL_FIELDS = { 'member.notFound': 'member_id', 'voucher.invalid': 'promo_code' } as const;

/** The form's wording of a code; undefined leaves it to the kit's sentences. */
export function useDraftErrorText(): DescribeError {
  const { t } = useLingui();
  return (_field, code) => {
    switch (code) {
      case 'contact.required':
        return t`Please enter a phone number or an e-mail address.`;
      case 'treatments.required':
        return t`Please choose at least one treatment.`;
      case 'time.invalid':
        return t`Please choose a start time.`;
      case 'date.invalid':
        return t`Please choose a date.`;
      case 'member_id.invalid':
        return t`A member id looks like 6a1f0c52-3f0e-4c55-9d1e-0a6f6d2b1001.`;
      default:
        return isCode(code) ? undefined : code;
    }
  };
}
