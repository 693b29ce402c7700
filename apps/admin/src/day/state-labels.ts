import { useLingui } from '@lingui/react/macro';
import type { StaffBookingState } from '@sabai/graphql/staff';

/** A booking's state as the desk reads it. */
export function useStateLabel(): (state: StaffBookingState) => string {
  const { t } = useLingui();
  return (state) => {
    switch (state) {
      case 'pending':
        return t`Pending`;
      case 'paid':
        return t`Paid`;
      case 'checked_in':
        return t`Checked in`;
      case 'completed':
        return t`Completed`;
      case 'no_show':
        return t`No-show`;
      case 'cancelled':
        return t`Cancelled`;
      case 'expired':
        return t`Expired`;
    }
  };
}

/** The channel a booking came through ('isbs' is the booking site). */
export function useChannelLabel(): (channel: string) => string {
  const { t } = useLingui();
  return (channel) => {
    switch (channel) {
      case 'isbs':
        return t`Web`;
      case 'kiosk':
        return t`Kiosk`;
      case 'staff':
        return t`Staff`;
      case 'ext':
        return t`Partner`;
      default:
        return channel;
    }
  };
}
