// GraphQL for members: me, memberQr, verifyPassword, refreshToken, updateProfile, updatePassword, logout,
// register and resetPassword (docs/api.md, Members).
import type { MessageDescriptor } from '@lingui/core';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';
import { memberOf } from '../core/principal';
import { AppError } from '../core/app-error';
import { clearAuthCookie, readCookieToken, setAuthCookie } from './auth-cookie';
import { requireMember } from './member-guard';
import { signMemberQr } from './member-qr';
import { reverifyPassword, updatePassword, updateProfile } from './profile.service';
import { register, resetPassword } from './register.service';
import { renewSession, revokeSession } from './session.repository';
import { isAccessToken } from './tokens';
import { accessTokenFor, startSession } from './session-issue';
import { toUser } from './user.mapper';
import { findWellnessProvider } from './wellness/wellness-providers.repository';
import type { WellnessDatabase } from './wellness/wellness.tables';

const WELLNESS_START_PATH = '/api/auth/wellness/start';

const messages = {
  passwordUpdated: /*i18n*/ { id: 'member.passwordUpdated', message: 'Your password has been changed.' },
  passwordReset: /*i18n*/ {
    id: 'member.passwordReset',
    message: 'Your password has been reset. Please log in with the new password.',
  },
  loggedOut: /*i18n*/ { id: 'member.loggedOut', message: 'You have been logged out.' },
} satisfies Record<string, MessageDescriptor>;

export const authQueries: Pick<QueryResolvers, 'me' | 'memberQr' | 'wellnessProvider'> = {
  wellnessProvider: async (_parent, _args, context) => {
    const provider = await findWellnessProvider(context.db.withTables<WellnessDatabase>(), context.brand.id);
    return provider ? { name: provider.display_name, start_url: WELLNESS_START_PATH } : null;
  },
  me: async (_parent, _args, context) => {
    const member = memberOf(await context.principal());
    if (!member) return null;
    return toUser(context.db, member.user, {
      locale: context.locale,
      verified: member.session.verified,
      brandId: context.brand.id,
    });
  },
  memberQr: async (_parent, _args, context) => {
    const { user } = await requireMember(context);
    return signMemberQr(context.authSettings.secret, user.id, Math.floor(context.clock.now() / 1000));
  },
};

export const authMutations: Pick<
  MutationResolvers,
  | 'verifyPassword'
  | 'refreshToken'
  | 'updateProfile'
  | 'updatePassword'
  | 'logout'
  | 'register'
  | 'resetPassword'
> = {
  verifyPassword: async (_parent, { username, password }, context) => {
    const member = await reverifyPassword(context, username, password);
    return {
      verified: true,
      user: await toUser(context.db, member.user, {
        locale: context.locale,
        verified: true,
        brandId: context.brand.id,
      }),
    };
  },
  refreshToken: async (_parent, _args, context) => {
    const { user, session } = await requireMember(context);
    const ttlSec = context.authSettings.sessionTtlSec;
    if (!(await renewSession(context.db, session.id, ttlSec))) throw new AppError('login.unauthenticated');
    // The cookie carries the session token: sent again, it lives as long as the renewed session.
    const cookieToken = readCookieToken(context.req);
    if (cookieToken && !isAccessToken(cookieToken))
      setAuthCookie(context.req, context.reply, cookieToken, ttlSec);
    const token = await accessTokenFor(context.authSettings.secret, {
      userId: user.id,
      sessionId: session.id,
    });
    return { ...token, session_expires_in: ttlSec };
  },
  updateProfile: async (_parent, args, context) => {
    const user = await updateProfile(context, args);
    return toUser(context.db, user, { locale: context.locale, verified: true, brandId: context.brand.id });
  },
  updatePassword: async (_parent, args, context) => {
    await updatePassword(context, args);
    return { status: true, message: context.i18n._(messages.passwordUpdated) };
  },
  logout: async (_parent, _args, context) => {
    // Logging out twice, or with a session that already ended, is still a logout.
    const member = memberOf(await context.principal());
    if (member) await revokeSession(context.db, member.session.id);
    clearAuthCookie(context.req, context.reply);
    return { status: true, message: context.i18n._(messages.loggedOut) };
  },
  register: async (_parent, { input }, context) => {
    const user = await register(context, input);
    const token = await startSession(context.db, context.authSettings, user, context);
    return {
      ...token,
      user: await toUser(context.db, user, {
        locale: context.locale,
        verified: false,
        brandId: context.brand.id,
      }),
    };
  },
  resetPassword: async (_parent, { input }, context) => {
    await resetPassword(context, input);
    return { status: true, message: context.i18n._(messages.passwordReset) };
  },
};
