import { useLingui } from '@lingui/react/macro';
import { errorCode } from '@sabai/graphql';
import { errorMessages, isErrorCode } from '@sabai/i18n';
import type { CombinedError } from 'urql';

/**
 * A catalogue code in the reader's language (docs/product-rules.md, Errors), for messages shown where they
 * belong rather than in the snackbar: a form's refusal, a login that came back refused.
 */
export function useErrorCodeText() {
  const { i18n, t } = useLingui();
  const ofCode = (code: string | null | undefined, values: Record<string, string> = {}) =>
    isErrorCode(code)
      ? i18n._(errorMessages[code].id, values, { message: errorMessages[code].message })
      : t`Unknown Error`;
  return { ofCode, ofError: (error: CombinedError) => ofCode(errorCode(error)) };
}
