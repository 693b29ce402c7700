// The words of a wallet's movements (docs/product-rules.md, Members at the desk): the server sends codes
// (WalletLedgerEntry.reason, TopUpMethod); one it adds later is shown as it comes.
import { useLingui } from '@lingui/react/macro';
import type { TopUpMethod } from '@sabai/graphql/staff';

export function useLedgerReasonLabel(): (reason: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    top_up: t`Top-up`,
    booking: t`Booking`,
    refund: t`Refund`,
    adjustment: t`Adjustment`,
  };
  return (reason) => labels[reason] ?? reason;
}

export function useTopUpMethodLabel(): (method: TopUpMethod) => string {
  const { t } = useLingui();
  return (method) => {
    switch (method) {
      case 'cash':
        return t`Cash`;
      case 'card':
        return t`Card terminal`;
      case 'transfer':
        return t`Bank transfer`;
    }
  };
}
