// An entry point of its own (`@sabai/state/auth-api`): in the package's index it would ride in every app's
// first chunk, and only the pages with a login need it.
import { createHttpClient, HttpFailure, type MemberUserFragment } from '@sabai/graphql';
import { localeAtom } from './locale.atoms';
import { startSessionAtom } from './session.atoms';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

interface LoginAnswer {
  access_token: string;
  user: MemberUserFragment;
}

/**
 * The REST logins (docs/api.md, REST), on the web's login page and the kiosk's identify page; a success starts
 * the session (the server has set the cookie).
 */
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

/**
 * The kiosk's login by a member's QR from the member area (docs/api.md, REST); each code logs in once. Apart
 * from useAuthApi, so the web's login pages do not carry it.
 */
export function useQrLogin() {
  const locale = useAtomValue(localeAtom);
  const startSession = useSetAtom(startSessionAtom);
  return useMemo(() => {
    const http = createHttpClient({ getLocale: () => locale });
    return async (qr: string) => {
      const answer = await http.post<LoginAnswer>('/api/auth/qr', { input: { qr } });
      startSession(answer.user, answer.access_token);
      return answer.user;
    };
  }, [locale, startSession]);
}

/** The server's message for a failed call (already in the reader's language), or a generic one. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpFailure && error.body.message ? error.body.message : fallback;
}
