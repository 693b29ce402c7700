// Resolvers that only a member may call ask for one here; no session means login.unauthenticated
// (SPEC §8), after which the apps log out and go to the login page.
import { toBranchLocal } from '@sabai/booking-rules';
import type { GraphQLContext } from '../graphql/context';
import { userError } from '../graphql/user-error';
import type { CurrentMember } from './current-member';

export async function requireMember(context: GraphQLContext): Promise<CurrentMember> {
  const member = await context.auth.current();
  if (!member) throw userError(context, 'login.unauthenticated');
  return member;
}

/** Today in Thailand, the limit for birthdates. */
export function todayInThailand(): string {
  return toBranchLocal(Date.now(), 'Asia/Bangkok').date;
}
