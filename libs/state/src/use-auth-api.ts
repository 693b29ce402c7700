import { createHttpClient, HttpFailure, type MemberUserFragment } from '@sabai/graphql';
import { localeAtom, startSessionAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

interface LoginAnswer {
  access_token: string;
  user: MemberUserFragment;
}

/** The REST logins (docs/api.md, REST); a success starts the session (the server has set the cookie). */
export function useAuthApi() {
  const locale = useAtomValue(localeAtom);
  const startSession = useSetAtom(startSessionAtom);
  return useMemo(() => {
    const http = createHttpClient({ getLocale: () => locale });
    const login = (answer: LoginAnswer) => {
      startSession(answer.user, answer.access_token);
      return answer.user;
    };
    return {
      password: async (username: string, password: string) =>
        login(await http.post<LoginAnswer>('/api/auth/password', { input: { username, password } })),
      requestOtp: async (username: string, purpose: 'login' | 'register' | 'recover' = 'login') =>
        (await http.post<{ ref_code: string }>('/api/auth/otp/request', { username, purpose })).ref_code,
      verifyOtp: async (username: string, ref_code: string, code: string) =>
        login(await http.post<LoginAnswer>('/api/auth/otp/verify', { input: { username, ref_code, code } })),
    };
  }, [locale, startSession]);
}

/** The server's message for a failed call (already in the reader's language), or a generic one. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpFailure && error.body.message ? error.body.message : fallback;
}
