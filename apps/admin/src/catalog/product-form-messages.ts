// The product form's wording for the schema's codes (libs/validation catalog-edit.schema.ts).
import { useLingui } from '@lingui/react/macro';
import type { DescribeError } from '@sabai/ui/forms';

export function useProductFormMessages(): DescribeError {
  const { t } = useLingui();
  const messages: Record<string, string> = {
    'name_en.required': t`Please enter the name in English.`,
    'name_th.required': t`Please enter the name in Thai.`,
    'name_zh.required': t`Please enter the name in Chinese.`,
    'price.invalid': t`Enter a price in baht, e.g. 650 or 1,250.50.`,
    'price.tooLarge': t`The price is at most ฿1,000,000.00.`,
    'duration.invalid': t`Enter the duration in minutes, e.g. 60.`,
    'duration.notOnStep': t`The duration goes in steps of 15 minutes.`,
    'duration.tooLong': t`The duration is at most 720 minutes.`,
    'tags.invalid': t`Tags are lower-case letters, digits and dashes, separated by commas.`,
    'tags.tooMany': t`At most 12 tags.`,
    'code.required': t`Please enter a code.`,
    'code.invalid': t`A code is capital letters, digits and dashes, e.g. TR12.`,
  };
  return (field, code) => {
    if (code.endsWith('.tooLong') && field.startsWith('name.')) return t`The name is at most 120 characters.`;
    if (code.endsWith('.tooLong') && field.startsWith('description.'))
      return t`The description is at most 2,000 characters.`;
    return messages[code];
  };
}
