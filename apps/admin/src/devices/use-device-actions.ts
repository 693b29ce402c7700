// The admin's two writes on kiosk devices (docs/access.md, Kiosk devices): make a device with its one-time
// code, revoke one. A refusal is the server's translated sentence in the snackbar; the page shows it once, so
// the client's own report stays quiet (as the desk's booking actions do).
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  CreateKioskPairingCodeDocument,
  RevokeKioskDeviceDocument,
  type CreateKioskPairingCodeMutation,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';

export type MadeCode = CreateKioskPairingCodeMutation['createKioskPairingCode'];

const quiet = { quietErrors: true };

export function useDeviceActions() {
  const [createState, create] = useMutation(CreateKioskPairingCodeDocument);
  const [revokeState, revoke] = useMutation(RevokeKioskDeviceDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();

  /** The new device's code, or null after a refusal (shown in the snackbar). */
  const makeCode = async (branchId: string, name: string): Promise<MadeCode | null> => {
    const { data, error } = await create({ branch_id: branchId, name }, quiet);
    if (error || !data) {
      if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
      return null;
    }
    return data.createKioskPairingCode;
  };

  const revokeDevice = async (id: string): Promise<boolean> => {
    const { error } = await revoke({ id }, quiet);
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: t`Kiosk revoked.`, color: 'success' });
    return !error;
  };

  return { makeCode, revokeDevice, creating: createState.fetching, revoking: revokeState.fetching };
}
