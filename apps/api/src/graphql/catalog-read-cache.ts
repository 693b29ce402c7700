// Anonymous catalogue reads answered from memory (docs/architecture.md, Caching): a query whose root fields are
// only `branches` and `products`, from a caller with no member session and no kiosk credential, has the same
// answer for everyone on the same host, language and catalogue. Its whole response is kept, keyed by those and
// the document (sent whole, or by its persisted id) and variables, and dropped when the catalogue changes (the catalogue's own invalidation, so an
// edit in admin shows at once on every process); a few seconds' life covers rows changed behind the server's back.
// Everything else, and any answer with errors, goes through Yoga as before.
import { Kind, parse, type DocumentNode } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { readAuthToken } from '../auth/auth-cookie';
import { readKioskCredential } from '../kiosk/kiosk-cookie';
import { apiLocale } from '../http/request-info';
import type { GraphQLAnswer } from './graphql-answer';
import { persistedDocument } from './persisted-operations';

const CATALOG_FIELDS = new Set(['branches', 'products', '__typename']);
const MAX_DOCUMENT_CHARS = 4_000;

/** Whether a document is one query reading only the catalogue's root fields (no fragments at the root). */
function readsOnlyCatalog(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || document.definitions.length !== 1) return false;
  const [operation] = operations;
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && CATALOG_FIELDS.has(selection.name.value),
    )
  );
}

export class CatalogReadCache {
  private readonly responses = new Map<string, { response: GraphQLAnswer; at: number }>();
  private readonly documents = new Map<string, boolean>();

  constructor(
    /** Whether a document sent whole may be answered (as the endpoint itself decides, persisted-operations.ts). */
    private readonly arbitraryOperations = true,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a request whose answer may be kept, or null. */
  keyOf(req: FastifyRequest): string | null {
    if (req.method !== 'POST' || readAuthToken(req) || readKioskCredential(req)) return null;
    const body = req.body as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
      extensions?: { persistedQuery?: { sha256Hash?: unknown } };
    } | null;
    const query =
      body?.query === undefined
        ? persistedDocument(body?.extensions?.persistedQuery?.sha256Hash)
        : this.arbitraryOperations
          ? body.query
          : null;
    if (typeof query !== 'string' || query.length > MAX_DOCUMENT_CHARS || !this.isCatalogRead(query))
      return null;
    return [
      req.protocol,
      req.headers.host ?? '',
      apiLocale(req),
      req.headers.accept ?? '',
      typeof body?.operationName === 'string' ? body.operationName : '',
      JSON.stringify(body?.variables ?? null),
      query,
    ].join('\u0000');
  }

  get(key: string): GraphQLAnswer | undefined {
    const hit = this.responses.get(key);
    return hit && this.now() - hit.at < this.ttlMs ? hit.response : undefined;
  }

  /** Keeps a successful answer without errors. */
  set(key: string, response: GraphQLAnswer): void {
    if (response.status !== 200 || response.body.includes('"errors"')) return;
    if (this.responses.size >= this.maxEntries) this.responses.clear();
    this.responses.set(key, { response, at: this.now() });
  }

  clear(): void {
    this.responses.clear();
  }

  private isCatalogRead(query: string): boolean {
    let known = this.documents.get(query);
    if (known === undefined) {
      try {
        known = readsOnlyCatalog(parse(query, { noLocation: true }));
      } catch {
        known = false;
      }
      if (this.documents.size >= 200) this.documents.clear();
      this.documents.set(query, known);
    }
    return known;
  }
}
