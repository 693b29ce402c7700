// The top-up form's words for the validation codes of libs/validation (walletTopUpFormSchema).
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sabai/i18n';
import { MAX_TOP_UP_SATANG } from '@sabai/validation';

export function useTopUpErrorText(): (field: string, code: string) => string | undefined {
  const { t } = useLingui();
  return (field, code) => {
    switch (code) {
      case 'amount.invalid':
        return t`Enter an amount in baht, e.g. 500 or 1,250.50.`;
      case 'amount.tooSmall':
        return t`The amount must be more than 0.`;
      case 'amount.tooLarge':
        return t`At most ${formatMoney(MAX_TOP_UP_SATANG / 100)} at a time.`;
      case 'reference.required':
        return t`Enter the card slip's or the transfer's reference.`;
      case 'reference.tooLong':
        return t`The reference is too long (100 characters at most).`;
      case 'reason.tooLong':
        return t`The reason is too long (500 characters at most).`;
      default:
        return field === 'method' ? t`Choose how the money was paid.` : undefined;
    }
  };
}
