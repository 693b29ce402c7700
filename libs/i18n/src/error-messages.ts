// Messages for the error codes the server sends in extensions.code (docs/product-rules.md, Errors). The
// server translates them by Accept-Language; the apps translate them again from the code, so both agree. The
// /*i18n*/ marks let `lingui extract` collect these descriptors without a macro.
import type { MessageDescriptor } from '@lingui/core';
import { changeErrorMessages } from './change-error-messages';
import { adminErrorMessages } from './admin-error-messages';
import { operationErrorMessages } from './operation-error-messages';

export const errorMessages = {
  'request.invalid': /*i18n*/ { id: 'error.request.invalid', message: 'Invalid request' },
  'request.tooComplex': /*i18n*/ {
    id: 'error.request.tooComplex',
    message: 'This request asks for too much at once.',
  },
  'request.unknownError': /*i18n*/ { id: 'error.request.unknownError', message: 'Unknown Error' },
  'branch.notFound': /*i18n*/ { id: 'error.branch.notFound', message: 'Branch not found: {branch}' },
  'branch.notSet': /*i18n*/ { id: 'error.branch.notSet', message: 'Please select a branch' },
  'request.invalidField': /*i18n*/ { id: 'error.request.invalidField', message: 'Please check {field}' },
  'booking.invalid': /*i18n*/ { id: 'error.booking.invalid', message: 'The booking cannot be made as it is' },
  'booking.notFound': /*i18n*/ { id: 'error.booking.notFound', message: 'Booking not found' },
  // Group requests at the desk (docs/product-rules.md, Group requests).
  'request.notFound': /*i18n*/ { id: 'error.request.notFound', message: 'Group request not found' },
  'request.transitionRefused': /*i18n*/ {
    id: 'error.request.transitionRefused',
    message: 'This request has been booked; its status can no longer change.',
  },
  'booking.made': /*i18n*/ { id: 'error.booking.made', message: 'This booking has been made' },
  'booking.noQueue': /*i18n*/ {
    id: 'error.booking.noQueue',
    message: 'No queue available during your selected time',
  },
  'booking.beyondHorizon': /*i18n*/ {
    id: 'error.booking.beyondHorizon',
    message: 'Bookings can be made up to {days} days ahead (until {date}).',
  },
  'booking.expired': /*i18n*/ {
    id: 'error.booking.expired',
    message: 'Sorry, your booking request has expired. Please make a new one.',
  },
  // The desk's moves (docs/product-rules.md, The day at the branch).
  'booking.transitionRefused': /*i18n*/ {
    id: 'error.booking.transitionRefused',
    // The state by name in each language, not its code (an unknown state falls back to the code).
    message:
      'This cannot be done to a booking that is {from, select, pending {awaiting payment} paid {paid} checked_in {checked in} completed {completed} expired {expired} cancelled {cancelled} no_show {a no-show} other {{from}}}.',
  },
  'booking.tooEarlyForNoShow': /*i18n*/ {
    id: 'error.booking.tooEarlyForNoShow',
    message: 'Too early to mark a no-show: possible from {time}.',
  },
  // Self check-in at the kiosk (docs/product-rules.md, Kiosk).
  'checkIn.wrongBranch': /*i18n*/ {
    id: 'error.checkIn.wrongBranch',
    message: 'This booking is at {branch}. Please check in there.',
  },
  'checkIn.notToday': /*i18n*/ {
    id: 'error.checkIn.notToday',
    message: 'This booking is for {date}, not today.',
  },
  'checkIn.tooEarly': /*i18n*/ {
    id: 'error.checkIn.tooEarly',
    message: 'Too early to check in: check-in opens at {time}.',
  },
  'checkIn.alreadyCheckedIn': /*i18n*/ {
    id: 'error.checkIn.alreadyCheckedIn',
    message: 'This booking is already checked in. Welcome!',
  },
  'checkIn.unpaid': /*i18n*/ {
    id: 'error.checkIn.unpaid',
    message: 'This booking is not paid yet. Please see the reception.',
  },
  'booking.noWalletForGuest': /*i18n*/ {
    id: 'error.booking.noWalletForGuest',
    message: 'This booking has no member, so nothing can be refunded to a wallet.',
  },
  'refund.failed': /*i18n*/ {
    id: 'error.refund.failed',
    message: 'The refund did not go through; the booking was not cancelled. Please try again.',
  },
  // The refunds queue (docs/product-rules.md, The day at the branch: Refunds).
  'refund.notFound': /*i18n*/ { id: 'error.refund.notFound', message: 'Payment not found' },
  'refund.taken': /*i18n*/ {
    id: 'error.refund.taken',
    message: 'Another desk has resolved this payment, or is resolving it now.',
  },
  'refund.gatewayFailed': /*i18n*/ {
    id: 'error.refund.gatewayFailed',
    message: 'The refund did not go through; the payment stays in the queue. Please try again.',
  },
  'refund.cannotHonour': /*i18n*/ {
    id: 'error.refund.cannotHonour',
    message:
      'This payment cannot confirm its booking: {reason, select, amount_mismatch {the amount paid differs from the order} currency_mismatch {it was paid in another currency} already_paid {the booking was already paid by another payment} booking_changed {the booking was changed after the payment was opened} cancelled {the booking was cancelled} promotion_limit {the promotion it used is used up} wallet_insufficient {the member no longer has the wallet money it used} points_insufficient {the member no longer has the points it used} course_insufficient {the member no longer has the course sessions it used} started {the time of the booking has passed} state {the booking is no longer awaiting payment} other {{reason}}}. Refund it instead.',
  },
  // Money taken at the desk (docs/product-rules.md, Bookings made by staff).
  'pos.failed': /*i18n*/ {
    id: 'error.pos.failed',
    message: 'The payment at the counter did not go through; the booking is not paid.',
  },
  'payment.unmatched_amount': /*i18n*/ {
    id: 'error.payment.unmatched_amount',
    message: 'The amount to pay has changed. Please check your order again.',
  },
  'payment.notCompleted': /*i18n*/ {
    id: 'error.payment.notCompleted',
    message: 'Your payment is not completed',
  },
  'payment.declined': /*i18n*/ { id: 'error.payment.declined', message: 'Your payment was declined' },
  'payment.canceled': /*i18n*/ { id: 'error.payment.canceled', message: 'Your payment was canceled' },
  'payment.alreadyPaid': /*i18n*/ {
    id: 'error.payment.alreadyPaid',
    message: 'This booking has already been paid',
  },
  // A payment that arrived when its booking could no longer be confirmed (docs/product-rules.md, Payment:
  // expired, already paid, balance gone): kept, recorded for refund, and said so on the customer's return.
  'payment.refundExpired': /*i18n*/ {
    id: 'error.payment.refundExpired',
    message:
      'Your booking request expired before your payment arrived, and its places were taken. Your payment will be refunded in full.',
  },
  'payment.refund': /*i18n*/ {
    id: 'error.payment.refund',
    message:
      'We received your payment but could not confirm the booking. Your payment will be refunded in full.',
  },
  'payment.transactionNotFound': /*i18n*/ {
    id: 'error.payment.transactionNotFound',
    message: 'Payment transaction not found',
  },
  'payment.nothingToPay': /*i18n*/ {
    id: 'error.payment.nothingToPay',
    message: 'There is nothing to pay by card or QR for this booking',
  },
  'voucher.invalid': /*i18n*/ {
    id: 'error.voucher.invalid',
    message: 'This voucher is invalid or cannot be used',
  },
  'server.unavailable': /*i18n*/ {
    id: 'error.server.unavailable',
    message: 'The service is temporarily unavailable. Please try again.',
  },
  'login.unauthenticated': /*i18n*/ {
    id: 'error.login.unauthenticated',
    message: 'Your session has ended. Please log in again.',
  },
  'login.failed': /*i18n*/ {
    id: 'error.login.failed',
    message: 'The phone number, email, or password provided is incorrect. Please try again.',
  },
  'login.tooManyAttempts': /*i18n*/ {
    id: 'error.login.tooManyAttempts',
    message: 'Too many login attempts. Please try again later.',
  },
  // Pairing a kiosk (docs/access.md, Kiosk devices).
  'kiosk.pairingCodeInvalid': /*i18n*/ {
    id: 'error.kiosk.pairingCodeInvalid',
    message: 'This pairing code is not valid or has lapsed. Ask for a new code in admin.',
  },
  'device.notFound': /*i18n*/ { id: 'error.device.notFound', message: 'Kiosk device not found' },
  // Corrections at the desk (docs/product-rules.md, Members at the desk).
  'member.walletTooLow': /*i18n*/ {
    id: 'error.member.walletTooLow',
    message: 'The wallet holds only ฿{balance}: it cannot go below 0.',
  },
  'member.pointsTooLow': /*i18n*/ {
    id: 'error.member.pointsTooLow',
    message: 'The member has only {points} points: they cannot go below 0.',
  },
  'tier.notFound': /*i18n*/ { id: 'error.tier.notFound', message: 'Tier not found' },
  // Staff management (docs/access.md, Staff management).
  'staff.notFound': /*i18n*/ { id: 'error.staff.notFound', message: 'Staff account not found' },
  'staff.emailTaken': /*i18n*/ {
    id: 'error.staff.emailTaken',
    message: 'A staff account already has this e-mail.',
  },
  'staff.self': /*i18n*/ {
    id: 'error.staff.self',
    message: 'You cannot change your own role or access; ask another admin.',
  },
  // The catalogue in admin (docs/product-rules.md, The catalogue in admin).
  'product.notFound': /*i18n*/ { id: 'error.product.notFound', message: 'Product not found' },
  // A brand's host names (docs/product-rules.md, Brands and hosts).
  'brandHost.taken': /*i18n*/ {
    id: 'error.brandHost.taken',
    message: 'The host name {host} is already in use',
  },
  'brandHost.notFound': /*i18n*/ { id: 'error.brandHost.notFound', message: 'Host name not found' },
  'brandHost.last': /*i18n*/ {
    id: 'error.brandHost.last',
    message: 'A brand keeps at least one host name',
  },
  'brandHost.inUse': /*i18n*/ {
    id: 'error.brandHost.inUse',
    message: 'You are using {host} now: take it away from another host name',
  },
  // Photos uploaded in admin (docs/product-rules.md, Photos).
  'image.unsupported': /*i18n*/ {
    id: 'error.image.unsupported',
    message: 'The file is not a photo we can read: use JPEG, PNG, WebP, AVIF or HEIC',
  },
  'image.tooLarge': /*i18n*/ {
    id: 'error.image.tooLarge',
    message: 'The photo is larger than {megabytes} MB',
  },
  'image.tooManyPixels': /*i18n*/ {
    id: 'error.image.tooManyPixels',
    message: 'The photo has more than 40 megapixels',
  },
  'image.tooSmall': /*i18n*/ {
    id: 'error.image.tooSmall',
    message: 'The photo is smaller than {width} × {height} pixels',
  },
  'image.notFound': /*i18n*/ { id: 'error.image.notFound', message: 'Photo not found' },
  'login.notAuthorized': /*i18n*/ {
    id: 'error.login.notAuthorized',
    message: 'You are not allowed to do this.',
  },
  'login.wrongPassword': /*i18n*/ { id: 'error.login.wrongPassword', message: 'Wrong password' },
  'login.notVerified': /*i18n*/ {
    id: 'error.login.notVerified',
    message: 'Please enter your password again to continue.',
  },
  'staff.codeRequired': /*i18n*/ {
    id: 'error.staff.codeRequired',
    message: 'Enter the six-digit code from your authenticator app, or a recovery code.',
  },
  'staff.totpSetupRequired': /*i18n*/ {
    id: 'error.staff.totpSetupRequired',
    message: 'This account needs two-step sign-in (an authenticator app) before it can sign in here.',
  },
  'staff.totpEnabled': /*i18n*/ {
    id: 'error.staff.totpEnabled',
    message: 'Two-step sign-in is already on for this account.',
  },
  'member.emptyProfile': /*i18n*/ {
    id: 'error.member.emptyProfile',
    message: 'Please complete your profile (name and phone number) before booking.',
  },
  // The desk's member lookup (docs/product-rules.md, Members at the desk).
  'member.notFound': /*i18n*/ { id: 'error.member.notFound', message: 'Member not found' },
  'member.qrInvalid': /*i18n*/ {
    id: 'error.member.qrInvalid',
    message: 'This member QR code is not valid any more. Ask the member to show the code again.',
  },
  'profile.updateFailed': /*i18n*/ {
    id: 'error.profile.updateFailed',
    message: 'Your profile could not be saved. Please try again.',
  },
  'password.updateFailed': /*i18n*/ {
    id: 'error.password.updateFailed',
    message:
      'Your password could not be changed. Choose a password different from your current one and try again.',
  },
  'wellness.refused': /*i18n*/ {
    id: 'error.wellness.refused',
    message: 'You did not allow {provider} to share your details, so you are not logged in.',
  },
  'wellness.failed': /*i18n*/ {
    id: 'error.wellness.failed',
    message: 'Logging in with {provider} did not work. Please try again or log in another way.',
  },
  'wellness.expired': /*i18n*/ {
    id: 'error.wellness.expired',
    message: 'Your login with {provider} took too long. Please start again.',
  },
  'wellness.unavailable': /*i18n*/ {
    id: 'error.wellness.unavailable',
    message: 'This site offers no login with a wellness membership.',
  },
  'otp.invalid': /*i18n*/ { id: 'error.otp.invalid', message: 'OTP invalid or expired' },
  'otp.tooSoon': /*i18n*/ {
    id: 'error.otp.tooSoon',
    message: 'Please wait {seconds} seconds before asking for a new code.',
  },
  'otp.tooMany': /*i18n*/ {
    id: 'error.otp.tooMany',
    message: 'Too many codes were asked for this number. Please try again in an hour.',
  },
  'register.duplicate': /*i18n*/ {
    id: 'error.register.duplicate',
    message:
      'This phone number or e-mail is already registered. Please log in, or reset your password if you have forgotten it.',
  },
  'register.failed': /*i18n*/ { id: 'error.register.failed', message: 'Unable to register new user' },
  ...changeErrorMessages,
  ...adminErrorMessages,
  ...operationErrorMessages,
} satisfies Record<string, MessageDescriptor>;

export type ErrorCode = keyof typeof errorMessages;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}
