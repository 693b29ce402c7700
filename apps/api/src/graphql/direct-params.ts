// The customer endpoint's JSON POSTs handed to Yoga as GraphQL parameters (docs/architecture.md, The GraphQL
// pipeline): Fastify has already read and parsed the body, so Yoga's HTTP layer (a fetch Request built from the
// Node request, its body parsed again, the request-parsing hooks) did the same work a second time, and was most of
// a small operation's cost. Every GraphQL step still runs in Yoga with every plugin (persisted operations, the
// limits, masking, the error codes); only what Yoga would have answered without reaching them (another method, a
// body that is not one operation's parameters, an answer in a stream) goes through `handleNodeRequestAndResponse`.
import type { FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { maskError, processRegularResult, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import { codedResult } from './error-codes.plugin';
import { answerOf, type GraphQLAnswer } from './graphql-answer';
import { persistedDocument } from './persisted-operations';
import type { GraphQLContext } from './context';
import type { RequestContext } from './yoga';

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body's parameters when they are one operation's, as Yoga's own checks would take them: a document sent
 * whole where whole documents are answered, or a listed persisted id; else null (Yoga answers it as it does).
 */
export function directParams(req: FastifyRequest, arbitraryOperations: boolean): GraphQLParams | null {
  if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
  const body = req.body;
  if (!isObject(body)) return null;
  for (const name in body) if (!PARAM_NAMES.has(name)) return null;
  const { query, variables, operationName, extensions } = body;
  if (variables !== undefined && variables !== null && !isObject(variables)) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (extensions !== undefined && !isObject(extensions)) return null;
  if (query !== undefined) {
    // An empty document is no document to the persisted-operations plugin either (it tests `params.query`).
    if (typeof query !== 'string' || query === '' || !arbitraryOperations) return null;
  } else {
    const persisted = extensions?.['persistedQuery'];
    if (
      !isObject(persisted) ||
      persisted['version'] !== 1 ||
      persistedDocument(persisted['sha256Hash']) === null
    )
      return null;
  }
  return body as GraphQLParams;
}

/**
 * The media type Yoga's result processors would answer in for an `Accept` header (graphql-yoga's
 * use-result-processor: the header's types in reverse, the last match winning), when it is one of the regular
 * JSON answers; null when Yoga would stream the answer or refuse it.
 */
export function regularMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .filter((part) => {
      const charset = part
        .split(';')
        .slice(1)
        .find((param) => param.includes('charset='));
      return charset === undefined || charset === 'charset=utf-8';
    })
    .map((part) => part.split(';')[0] ?? '')
    .reverse();
  let chosen: string | null = null;
  for (const type of asked)
    for (const offered of ['application/graphql-response+json', 'application/json']) {
      const [pre, suf] = type.split('/');
      const [offeredPre, offeredSuf] = offered.split('/');
      if ((pre === '*' || pre === offeredPre) && (suf === '*' || suf === offeredSuf)) chosen = offered;
    }
  return chosen;
}

/** A fault that escaped Yoga's steps after the operation ran, masked as Yoga masks it: never its details. */
function masked(error: unknown): ExecutionResult {
  const error_ = maskError(error, 'Unexpected error.');
  return {
    errors: [
      error_ instanceof GraphQLError ? error_ : new GraphQLError(error_.message, { originalError: error_ }),
    ],
  };
}

/**
 * Runs the parameters through Yoga's GraphQL steps and answers as Yoga's regular result processor would; null
 * when a step refused them before the operation ran (a plugin's `onParams`, which Yoga answers through its own
 * error handling): the caller then takes Yoga's whole way, which answers exactly as Yoga does, nothing having run.
 */
export async function answerDirectly(
  yoga: YogaServerInstance<RequestContext, GraphQLContext>,
  params: GraphQLParams,
  mediaType: string,
  serverContext: RequestContext,
  onFault: (error: unknown) => void,
): Promise<GraphQLAnswer | null> {
  const { req } = serverContext;
  // What Yoga's plugins read of the request at these steps: its method (no mutation by GET) and headers.
  const request = {
    method: 'POST',
    url: req.url,
    headers: {
      get: (name: string) => headerOf(req, name),
      has: (name: string) => headerOf(req, name) !== null,
    },
  } as unknown as Request;
  let result: ExecutionResult;
  try {
    result = (await yoga.getResultForParams({ params, request }, serverContext)) as ExecutionResult;
  } catch (error) {
    // Yoga gives the context its parameters when the operation starts (handleParams), after the onParams hooks.
    if (!('params' in serverContext)) return null;
    onFault(error);
    result = masked(error);
  }
  // Never a stream: the schema has no subscriptions and no @defer or @stream.
  return answerOf(processRegularResult(codedResult(result), yoga.fetchAPI, mediaType));
}

function headerOf(req: FastifyRequest, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}
