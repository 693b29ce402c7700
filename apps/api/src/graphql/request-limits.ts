// Limits on what one GraphQL document may ask for, from the library made for them (graphql-armor): tokens,
// depth, aliases, directives and cost, so a single request cannot make the server do unbounded work; field
// suggestions ("did you mean …") and introspection only outside production. Armor's plugins are pinned to
// our graphql by npm overrides (one copy of graphql, or validation rules break): docs/decisions.md.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Room for the apps' largest operation (cost about 60: a prebooking) several times over, and no more. */
export const requestLimits = {
  maxTokens: 2000,
  maxDepth: 8,
  maxAliases: 20,
  maxDirectives: 10,
  maxCost: 500,
};

// The errors the limits raised, so that the error-code plugin can give them their code.
const refusedByLimits = new WeakSet<GraphQLError>();

export const isLimitRefusal = (error: GraphQLError): boolean => refusedByLimits.has(error);

const onReject = [(_context: unknown, error: GraphQLError) => void refusedByLimits.add(error)];

export function requestLimitPlugins(options: {
  introspection: boolean;
  fieldSuggestions: boolean;
}): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: requestLimits.maxTokens, onReject }),
    maxDepthPlugin({ n: requestLimits.maxDepth, flattenFragments: true, onReject }),
    maxAliasesPlugin({ n: requestLimits.maxAliases, onReject }),
    maxDirectivesPlugin({ n: requestLimits.maxDirectives, onReject }),
    costLimitPlugin({ maxCost: requestLimits.maxCost, onReject }),
  ] as Plugin[];
  if (!options.fieldSuggestions) plugins.push(blockFieldSuggestionsPlugin() as Plugin);
  if (!options.introspection)
    plugins.push({
      onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
    });
  return plugins;
}
