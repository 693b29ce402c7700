import { useLingui } from '@lingui/react/macro';

/**
 * Why a promo code cannot be used (docs/product-rules.md, Promotions and vouchers), in the reader's language.
 */
export function useVoucherReason(): (reason: string) => string {
  const { t } = useLingui();
  return (reason) => {
    switch (reason) {
      case 'datetime_not_allowed':
        return t`Not valid on the selected date.`;
      case 'time_not_allowed':
        return t`Not valid at the selected time.`;
      case 'day_not_allowed':
        return t`Not valid on this day of the week.`;
      case 'expired':
        return t`The code has expired.`;
      case 'used':
        return t`The code has already been used.`;
      case 'brand_mismatch':
        return t`Not valid at this brand.`;
      case 'treatment_mismatch':
        return t`Not valid for the chosen treatments.`;
      case 'not_found':
      case 'invalid':
        return t`This code does not exist.`;
      default:
        return t`The code cannot be used for this booking.`;
    }
  };
}
