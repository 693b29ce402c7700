// A member books with a complete profile (docs/product-rules.md, Members): a name and a phone number, which
// the branch needs to receive them. Imported members or a wellness login may bring a profile without them.
import type { Selectable } from 'kysely';
import { AppError } from '../core/app-error';
import type { UserTable } from '../db/schema';

type ProfileFields = Pick<Selectable<UserTable>, 'first_name' | 'last_name' | 'phone'>;

export const isProfileEmpty = (user: ProfileFields): boolean =>
  [user.first_name, user.last_name, user.phone].some((value) => !value?.trim());

/** member.emptyProfile for a member whose profile lacks a name or phone; visitors are not asked. */
export function refuseEmptyProfile(user: ProfileFields | undefined): void {
  if (user && isProfileEmpty(user)) throw new AppError('member.emptyProfile');
}
