// Messages for the error codes of persisted operations (docs/architecture.md, Persisted operations; docs/api.md,
// GraphQL): an id the server does not list, or a document sent as text to a production server.
import type { MessageDescriptor } from '@lingui/core';

export const operationErrorMessages = {
  'request.unknownOperation': /*i18n*/ {
    id: 'error.request.unknownOperation',
    message: 'This page is out of date. Please reload it.',
  },
  'request.persistedOnly': /*i18n*/ {
    id: 'error.request.persistedOnly',
    message: 'This server answers only the requests of its own apps.',
  },
} satisfies Record<string, MessageDescriptor>;
