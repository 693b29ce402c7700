// The form's refusals at their fields: the server's schema (libs/validation staffBookingInputSchema) run in
// the browser first, its codes in the reader's language.
import { useLingui } from '@lingui/react/macro';
import { parseInput, staffBookingInputSchema } from '@sabai/validation';
import { useFieldMessage } from '@sabai/ui/forms';

/** Field path ('contact_phone', 'guests.0.treatments') -> its code; empty when the input is fine. */
export function draftProblems(input: unknown): Record<string, string> {
  const parsed = parseInput(staffBookingInputSchema, input);
  if (parsed.ok) return {};
  const problems: Record<string, string> = {};
  for (const p of parsed.problems) problems[p.field.replace(/\.\d+$/, '')] ??= p.message;
  return problems;
}

export function useDraftMessage(): (code: string | undefined) => string | undefined {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  return (code) => {
    switch (code) {
      case undefined:
        return undefined;
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
        return fieldMessage(code);
    }
  };
}
