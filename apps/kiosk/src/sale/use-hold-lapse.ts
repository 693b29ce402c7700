import { useLingui } from '@lingui/react/macro';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * The hold ended (its countdown, or the server said so): on a shared screen nobody is left to pay, so the
 * places are released, the customer forgotten and the kiosk goes home, saying why (docs/product-rules.md, Kiosk).
 */
export function useHoldLapse(): () => void {
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const navigate = useNavigate();
  const { t } = useLingui();
  const message = t({
    id: 'error.booking.expired',
    message: 'Sorry, your booking request has expired. Please make a new one.',
  });
  return useCallback(() => {
    // Home forgets the customer and gives up what is left of the hold.
    showSnackbar({ message, color: 'error' });
    void navigate('/', { replace: true });
  }, [showSnackbar, message, navigate]);
}
