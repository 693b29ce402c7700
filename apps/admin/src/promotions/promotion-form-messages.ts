// The promotion form's wording for the schema's codes (libs/validation promotion.schema.ts).
import { useLingui } from '@lingui/react/macro';
import type { DescribeError } from '@sabai/ui/forms';

export function usePromotionFormMessages(): DescribeError {
  const { t } = useLingui();
  const messages: Record<string, string> = {
    'code.invalid': t`A code is 3 to 32 letters, digits or dashes, e.g. SPRING-20.`,
    'campaign.required': t`Please name the campaign.`,
    'value.invalid': t`Enter a whole percent from 1 to 100, or baht with up to two decimals.`,
    'value.tooLarge': t`A percent is at most 100.`,
    'valid_until.beforeFrom': t`The last day is before the first day.`,
    'time_until.beforeFrom': t`The end time is before the start time.`,
    'usage_limit.invalid': t`Enter a whole number of uses, or leave it empty.`,
    'usage_per_customer.invalid': t`Enter a whole number of uses, or leave it empty.`,
  };
  return (field, code) => {
    if (code.endsWith('.required') && field.startsWith('short_description.'))
      return t`Please write the short description in every language.`;
    if (code.endsWith('.tooLong')) return t`This text is too long.`;
    return messages[code];
  };
}
