// Who is asking, resolved once per request (docs/access.md). The member's rows come along, since most
// member operations need them; staff are resolved by their own cookie at their own endpoint
// (staff/current-staff.ts), kiosk devices by pairing once it arrives.
import { can, type Action, type Actor, type Subject, type Target } from '@sabai/access';
import {
  kioskBookingOptions,
  onlineBookingOptions,
  staffBookingOptions,
  type BookingOptions,
} from '@sabai/booking-rules';
import type { CurrentMember } from '../auth/current-member';
import { AppError } from './app-error';

export type Principal =
  | { kind: 'guest' }
  | { kind: 'member'; userId: string; member: CurrentMember }
  | Extract<Actor, { kind: 'staff' | 'kiosk' }>;

export const guestPrincipal: Principal = { kind: 'guest' };

export function memberPrincipal(member: CurrentMember): Principal {
  return { kind: 'member', userId: member.user.id, member };
}

/** The member behind the principal, or null for anyone else. */
export function memberOf(principal: Principal): CurrentMember | null {
  return principal.kind === 'member' ? principal.member : null;
}

/** The one guard: refuses with login.notAuthorized (docs/access.md, How the server guards) unless the permission table allows it. */
export function guard(principal: Principal, action: Action, subject: Subject, target: Target = {}): void {
  if (!can(principal, action, subject, target)) throw new AppError('login.notAuthorized');
}

export type BookingChannel = 'isbs' | 'ext' | 'kiosk' | 'staff';

/**
 * The channel follows from who asks, never from the input: a paired kiosk is `kiosk`, staff `staff`; a
 * browser is `isbs`, or `ext` when it says it came in through /book/ext (an entry label with no rule of
 * its own). A browser claiming `kiosk` or `staff` is the web.
 */
export function channelOf(principal: Principal, claimed: string | null | undefined): BookingChannel {
  if (principal.kind === 'kiosk') return 'kiosk';
  if (principal.kind === 'staff') return 'staff';
  return claimed === 'ext' ? 'ext' : 'isbs';
}

/**
 * Advance time, start grid and group limit follow the caller: a paired kiosk books from now; staff from now,
 * every 15 minutes and above the online group limit (docs/product-rules.md, Bookings made by staff).
 */
export function bookingOptionsOf(principal: Principal): BookingOptions {
  if (principal.kind === 'staff') return staffBookingOptions;
  return principal.kind === 'kiosk' ? kioskBookingOptions : onlineBookingOptions;
}
