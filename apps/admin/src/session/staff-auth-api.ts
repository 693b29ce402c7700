// The staff sign-in and sign-out (docs/api.md, Staff API): REST, as they set and clear the staff cookie.
import { createHttpClient, HttpFailure } from '@sabai/graphql';
import type { StaffMeQuery } from '@sabai/graphql/staff';
import type { StaffLoginInput } from '@sabai/validation';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

export type SignedInStaff = NonNullable<StaffMeQuery['staffMe']>;

export function useStaffAuthApi() {
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const http = createHttpClient({ getLocale: () => locale });
    return {
      login: async (input: StaffLoginInput) =>
        (await http.post<{ staff: SignedInStaff }>('/api/admin/login', input)).staff,
      logout: () => http.post<unknown>('/api/admin/logout', {}),
    };
  }, [locale]);
}

/** The refusal's code (login.failed, staff.codeRequired, ...), if the server sent one. */
export function failureCode(error: unknown): string | undefined {
  return error instanceof HttpFailure ? error.body.code : undefined;
}

// The server's message for a refusal (already in the reader's language), or the fallback: as for members.
export { failureText } from '@sabai/state/auth-api';
