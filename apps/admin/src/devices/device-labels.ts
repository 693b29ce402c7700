// A kiosk device's state in words (docs/access.md, Kiosk devices).
import { useLingui } from '@lingui/react/macro';
import type { KioskDeviceState } from '@sabai/graphql/staff';

export function useDeviceStateLabel(): (state: KioskDeviceState) => string {
  const { t } = useLingui();
  return (state) => {
    switch (state) {
      case 'waiting':
        return t`Waiting for its code`;
      case 'paired':
        return t`Paired`;
      case 'revoked':
        return t`Revoked`;
    }
  };
}

/** The code in two groups of four, easier to read out and type: "1234 5678". */
export function groupedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
