// Resolvers that only a member may call ask for one here; no session means login.unauthenticated
// (docs/product-rules.md, Errors), after which the apps log out and go to the login page.
import { toBranchLocal } from '@sabai/booking-rules';
import type { Clock } from '../core/clock';
import type { Scope } from '../core/scope';
import type { CurrentMember } from './current-member';
import { AppError } from '../core/app-error';
import { memberOf } from '../core/principal';

export async function requireMember(scope: Pick<Scope, 'principal'>): Promise<CurrentMember> {
  const member = memberOf(await scope.principal());
  if (!member) throw new AppError('login.unauthenticated');
  return member;
}

/** Today in Thailand, the limit for birthdates. */
export function todayInThailand(clock: Clock): string {
  return toBranchLocal(clock.now(), 'Asia/Bangkok').date;
}
