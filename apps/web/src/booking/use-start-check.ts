import { useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { problemMessage } from '@sabai/i18n';
import { bookingAtom, showSnackbarAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefetch } from './use-prefetch';

/**
 * "Choose treatments" on /book: on to /book/treatment once a branch and a bookable time are chosen;
 * otherwise `missing` names the field to fix.
 */
export function useStartCheck(branch: ApiBranch | undefined, slots: readonly string[]) {
  const booking = useAtomValue(bookingAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const navigate = useNavigate();
  usePrefetch(() => import('./booking-routes'));
  const { t, i18n } = useLingui();
  const [missing, setMissing] = useState<'branch' | 'time' | null>(null);
  const branchMessage = problemMessage(i18n, { code: 'branch_required', params: {} });
  const timeMessage = t`Please choose a date and a time.`;
  const next = () => {
    // Said next to the field, which gets the focus, and in the snackbar (docs/product-rules.md, Notifications
    // and progress).
    const gap = !branch
      ? 'branch'
      : !booking.date || !booking.time || !slots.includes(booking.time)
        ? 'time'
        : null;
    setMissing(gap);
    if (gap) {
      showSnackbar({ message: gap === 'branch' ? branchMessage : timeMessage, color: 'error' });
      document.getElementById(gap === 'time' && booking.date ? 'book-time' : 'book-branch')?.focus();
      return;
    }
    void navigate('/book/treatment');
  };
  return { missing, branchMessage, timeMessage, next };
}
