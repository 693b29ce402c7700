// Messages for error codes of the back office's edits: the catalogue, promotions, closed dates and messages
// (docs/product-rules.md, Errors). Part of errorMessages (error-messages.ts).
import type { MessageDescriptor } from '@lingui/core';

export const adminErrorMessages = {
  'message.notResendable': /*i18n*/ {
    id: 'error.message.notResendable',
    message: 'Only a message that was given up can be sent again.',
  },
  'closedDate.notFound': /*i18n*/ {
    id: 'error.closedDate.notFound',
    message: 'The branch is not closed on {date}.',
  },
  'product.codeTaken': /*i18n*/ {
    id: 'error.product.codeTaken',
    message: 'Another product of the brand has the code {productCode}',
  },
  'product.bundleInvalid': /*i18n*/ {
    id: 'error.product.bundleInvalid',
    message: 'The package breaks the onsen rules',
  },
  'promotion.codeTaken': /*i18n*/ {
    id: 'error.promotion.codeTaken',
    message: 'The code {promo} is already used by another brand. Please choose another.',
  },
} satisfies Record<string, MessageDescriptor>;
