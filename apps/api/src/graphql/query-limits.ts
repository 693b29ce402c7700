// Limits on what one GraphQL document may ask for: nesting depth, aliases and the number of fields
// (a simple cost), so a single request cannot make the server do unbounded work. Introspection is off in
// production. Each limit is a validation rule, so a refused document never executes.
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
}

export const defaultQueryLimits: QueryLimits = { maxDepth: 8, maxAliases: 20, maxFields: 300 };

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
  depth: number,
) {
  let result = { depth, aliases: 0, fields: 0 };
  for (const selection of set.selections) {
    let inner: { depth: number; aliases: number; fields: number } | undefined;
    if (selection.kind === Kind.FIELD) {
      const child = selection.selectionSet
        ? measure(selection.selectionSet, fragments, seen, depth + 1)
        : { depth, aliases: 0, fields: 0 };
      inner = {
        depth: child.depth,
        aliases: child.aliases + (selection.alias ? 1 : 0),
        fields: child.fields + 1,
      };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, seen, depth);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      inner = measure(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]), depth);
    }
    result = {
      depth: Math.max(result.depth, inner.depth),
      aliases: result.aliases + inner.aliases,
      fields: result.fields + inner.fields,
    };
  }
  return result;
}

export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      const { depth, aliases, fields } = measure(operation.selectionSet, fragments, new Set(), 1);
      const over =
        depth > limits.maxDepth
          ? `depth ${depth} > ${limits.maxDepth}`
          : aliases > limits.maxAliases
            ? `aliases ${aliases} > ${limits.maxAliases}`
            : fields > limits.maxFields
              ? `fields ${fields} > ${limits.maxFields}`
              : undefined;
      if (over) {
        context.reportError(
          new GraphQLError(`Query too complex (${over})`, {
            nodes: [operation],
            extensions: { code: 'request.tooComplex' },
          }),
        );
      }
    },
  });
}

export function queryLimitsPlugin(
  limits: QueryLimits,
  { introspection }: { introspection: boolean },
): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule(limits));
      if (!introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
