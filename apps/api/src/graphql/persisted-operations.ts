// Persisted operations (docs/architecture.md, Persisted operations): the customer apps send a document's id alone
// ('sha256:<hex>', in `extensions.persistedQuery.sha256Hash` as urql's persisted exchange sends it), from the list
// codegen made of every customer document (libs/graphql/src/generated/client/persisted-documents.json), through
// graphql-yoga's own plugin. Each listed document is parsed and validated once
// per process, never per request. In production the endpoint answers nothing else; elsewhere it also takes any
// document, for tests and tools.
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import persistedDocuments from '@sabai/graphql/persisted-documents.json';
import type { Plugin } from 'graphql-yoga';

const documents: Readonly<Record<string, string>> = persistedDocuments;

/** The document codegen listed under a hash, or null. */
export function persistedDocument(hash: unknown): string | null {
  return typeof hash === 'string' && Object.hasOwn(documents, hash) ? (documents[hash] ?? null) : null;
}

export function persistedOperationsPlugin(options: { arbitraryOperations: boolean }): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (hash) => persistedDocument(hash),
    allowArbitraryOperations: options.arbitraryOperations,
    customErrors: {
      notFound: { message: 'Unknown operation', extensions: { code: 'request.unknownOperation' } },
      keyNotFound: { message: 'Unknown operation', extensions: { code: 'request.unknownOperation' } },
      persistedQueryOnly: {
        message: 'Only the apps’ own operations are answered',
        extensions: { code: 'request.persistedOnly' },
      },
    },
  }) as Plugin;
}
