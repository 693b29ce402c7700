// Messages for the error codes of the customer's own changes: cancelling, moving and the waitlist
// (docs/product-rules.md, Changes by the customer; Waitlist). Part of errorMessages (error-messages.ts).
import type { MessageDescriptor } from '@lingui/core';

export const changeErrorMessages = {
  'booking.cancelClosed': /*i18n*/ {
    id: 'error.booking.cancelClosed',
    message:
      'This booking can no longer be cancelled online: it could be until {hours} hours before the visit. Please contact the branch.',
  },
  'booking.cancelAtBranch': /*i18n*/ {
    id: 'error.booking.cancelAtBranch',
    message: 'Bookings are cancelled by the branch. Please contact it.',
  },
  'booking.moveClosed': /*i18n*/ {
    id: 'error.booking.moveClosed',
    message:
      'This booking can no longer be moved online: it could be until {hours} hours before the visit. Please contact the branch.',
  },
  'booking.moveAtBranch': /*i18n*/ {
    id: 'error.booking.moveAtBranch',
    message: 'Bookings are moved by the branch. Please contact it.',
  },
  'booking.moveFull': /*i18n*/ {
    id: 'error.booking.moveFull',
    message: 'That time is full. Please choose another time.',
  },
  'booking.moveChangesPrice': /*i18n*/ {
    id: 'error.booking.moveChangesPrice',
    message:
      'This booking’s price can no longer be worked out online, as its promotion has ended. Please contact the branch to change it.',
  },
  'booking.movePays': /*i18n*/ {
    id: 'error.booking.movePays',
    message:
      'At that time the booking costs THB {amount} more. Please agree to the difference and choose how to pay it.',
  },
  'waitlist.notFound': /*i18n*/ {
    id: 'error.waitlist.notFound',
    message: 'This waitlist entry does not exist. Please check the link.',
  },
  'waitlist.closed': /*i18n*/ {
    id: 'error.waitlist.closed',
    message: 'This waitlist entry is no longer open: it was booked or it has lapsed.',
  },
  'waitlist.timeFree': /*i18n*/ {
    id: 'error.waitlist.timeFree',
    message: 'A time you asked for is free now: please book it instead.',
  },
} satisfies Record<string, MessageDescriptor>;
