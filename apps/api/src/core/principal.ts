// Who is asking, resolved once per request (docs/access.md). The member's rows come along, since most
// member operations need them; staff are resolved by their own cookie at their own endpoint
// (staff/current-staff.ts), kiosk devices by their pairing cookie (a member at a kiosk keeps the device's rules).
import { can, type Action, type Actor, type Subject, type Target } from '@sabai/access';
import { brandBookingOptions, type BookingOptions, type BrandBookingLimits } from '@sabai/booking-rules';
import type { CurrentMember } from '../auth/current-member';
import { AppError } from './app-error';

/** A paired kiosk device, bound to one branch. */
export type KioskDevicePrincipal = Extract<Actor, { kind: 'kiosk' }>;

export type Principal =
  | { kind: 'guest' }
  | {
      kind: 'member';
      userId: string;
      member: CurrentMember;
      /** The paired kiosk the member identified at: its channel, rules and branch (docs/access.md). */
      atKiosk?: KioskDevicePrincipal | undefined;
    }
  | Extract<Actor, { kind: 'staff' }>
  | KioskDevicePrincipal;

export const guestPrincipal: Principal = { kind: 'guest' };

export function memberPrincipal(member: CurrentMember, atKiosk?: KioskDevicePrincipal): Principal {
  return { kind: 'member', userId: member.user.id, member, ...(atKiosk ? { atKiosk } : {}) };
}

/** The paired kiosk behind the request: the device itself, or the device a member identified at. */
export function kioskOf(principal: Principal): KioskDevicePrincipal | null {
  if (principal.kind === 'kiosk') return principal;
  return principal.kind === 'member' ? (principal.atKiosk ?? null) : null;
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
 * The channel follows from who asks, never from the input: a paired kiosk (or a member identified at one) is
 * `kiosk`, staff `staff`; a browser is `isbs`, or `ext` when it says it came in through /book/ext (an entry
 * label with no rule of its own). A browser claiming `kiosk` or `staff` is the web.
 */
export function channelOf(principal: Principal, claimed: string | null | undefined): BookingChannel {
  if (kioskOf(principal)) return 'kiosk';
  if (principal.kind === 'staff') return 'staff';
  return claimed === 'ext' ? 'ext' : 'isbs';
}

/**
 * Advance time, start grid and group limit follow the caller and its brand: a paired kiosk books from now; staff
 * from now, every 15 minutes and above the online group limit (docs/product-rules.md, Bookings made by staff);
 * the web and the kiosk keep the brand's group limit, the web its advance time (docs/product-rules.md, Booking).
 */
export function bookingOptionsOf(
  principal: Principal,
  brand: { bookingLimits: BrandBookingLimits },
): BookingOptions {
  const channel = principal.kind === 'staff' ? 'staff' : kioskOf(principal) ? 'kiosk' : 'web';
  return brandBookingOptions(channel, brand.bookingLimits);
}
