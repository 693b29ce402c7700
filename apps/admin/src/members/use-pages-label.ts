import { useLingui } from '@lingui/react/macro';

/** Names a member list's pager landmark from what it pages: "Wallet movements: pages". */
export function usePagesLabel() {
  const { t } = useLingui();
  return (label: string) => t`${label}: pages`;
}
