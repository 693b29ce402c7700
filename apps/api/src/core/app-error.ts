// A failure the caller can act on, as plain data: the code from the error catalogue (docs/product-rules.md, Errors), the values
// its message needs, and, for refused input, the problems found. Services throw it; the transports map it
// in one place each (GraphQL: graphql/app-error-mapping.ts, REST: http/app-error-reply.ts), so a service
// runs the same under a resolver, a route or a job. See docs/architecture.md.
import type { Problem } from '@sabai/booking-rules';
import type { ErrorCode } from '@sabai/i18n';
import type { InputProblem } from '@sabai/validation';

export type ErrorValues = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: ErrorValues = {},
    /** The booking rules' problems or the input schema's, travelling with the error as data. */
    readonly detail: { problems?: readonly Problem[]; inputProblems?: readonly InputProblem[] } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** The catalogue entry of the error's message: refused input names its field ('Please check {field}'). */
export const messageCodeOf = (error: AppError): ErrorCode =>
  error.detail.inputProblems ? 'request.invalidField' : error.code;

/** The booking rules refused the booking: every problem travels, the first one becomes the message. */
export const rulesRefused = (problems: readonly Problem[]) =>
  new AppError('booking.invalid', {}, { problems });

/** Input that failed its schema; the message names the first field. */
export const inputRefused = (problems: readonly InputProblem[]) =>
  new AppError('request.invalid', { field: problems[0]?.field || 'input' }, { inputProblems: problems });
