import { useLingui } from '@lingui/react/macro';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { failureText, useStaffAuthApi } from '../session/staff-auth-api';

/** Ends the staff session on the server (docs/api.md, Staff API) and returns to the sign-in. */
export function useSignOut(): () => Promise<void> {
  const api = useStaffAuthApi();
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();
  return async () => {
    try {
      await api.logout();
      await navigate('/login', { replace: true });
    } catch (e) {
      showSnackbar({ message: failureText(e, t`Signing out failed. Please try again.`), source: 'graphql' });
    }
  };
}
