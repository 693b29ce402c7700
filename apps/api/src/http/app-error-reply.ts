// The one place where services' AppErrors become REST answers: an HTTP status by code, and the body
// Fastify's own errors have, with the code and a translated message (docs/api.md, Errors: the apps show the server's
// message).
import type { I18n } from '@lingui/core';
import { errorMessages, type ErrorCode, type LocaleCode } from '@sabai/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, messageCodeOf } from '../core/app-error';
import { apiLocale } from './request-info';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** Codes whose REST status is not 400; the GraphQL answer carries the code whatever the status. */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  'login.failed': 401,
  'login.unauthenticated': 401,
  'otp.invalid': 401,
  'staff.codeRequired': 401,
  'login.notAuthorized': 403,
  'staff.totpSetupRequired': 403,
  'booking.notFound': 404,
  'branch.notFound': 404,
  'register.duplicate': 409,
  'image.tooLarge': 413,
  'login.tooManyAttempts': 429,
  'otp.tooSoon': 429,
  'otp.tooMany': 429,
};

export const httpStatusOf = (code: ErrorCode): number => STATUS_BY_CODE[code] ?? 400;

export function sendAppError(reply: FastifyReply, i18n: I18n, error: AppError): FastifyReply {
  const status = httpStatusOf(error.code);
  const { id, message } = errorMessages[messageCodeOf(error)];
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Error',
    code: error.code,
    message: i18n._(id, error.values, { message }),
    ...error.values,
    ...(error.detail.inputProblems ? { problems: error.detail.inputProblems } : {}),
  });
}

/**
 * Routes throw AppErrors; this answers them. Fastify's own refusals of a request (a body that is not JSON
 * or too large, a path parameter too long: 4xx) answer the same way, as request.invalid with their
 * status. Anything else keeps Fastify's handling (500, logged, no details).
 */
export function registerAppErrorReply(app: FastifyInstance, i18n: Record<LocaleCode, I18n>): void {
  app.setErrorHandler((error, req, reply) => {
    const language = i18n[apiLocale(req)];
    if (error instanceof AppError) return sendAppError(reply, language, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return sendRefusedRequest(reply, language, status);
    return reply.send(error);
  });
}

/** A request Fastify itself refused (4xx), answered like our own refusals: request.invalid. */
export function sendRefusedRequest(reply: FastifyReply, i18n: I18n, status: number): FastifyReply {
  const { id, message } = errorMessages['request.invalid'];
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Error',
    code: 'request.invalid',
    message: i18n._(id, {}, { message }),
  });
}
