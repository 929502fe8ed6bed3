import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Limits on what one gateway request may ask: the contract needs a depth of two (root field and
 * game fields) and a handful of root fields (the editor preview asks for three games at once).
 */
export const gatewayLimits = {
  maxQueryLength: 4_000,
  maxTokens: 800,
  maxDepth: 4,
  maxRootFields: 10,
};

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visited));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visited));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Fragment cycles are reported by graphql's own rules; here they only must not loop.
      if (!fragment || visited.has(name)) continue;
      deepest = Math.max(
        deepest,
        depthOf(fragment.selectionSet, fragments, new Set([...visited, name])),
      );
    }
  }
  return deepest;
}

function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(selection.selectionSet, fragments, visited);
    else {
      const fragment = fragments[selection.name.value];
      if (fragment && !visited.has(selection.name.value)) {
        count += rootFieldCount(
          fragment.selectionSet,
          fragments,
          new Set([...visited, selection.name.value]),
        );
      }
    }
  }
  return count;
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    OperationDefinition(node) {
      const tooComplex = (message: string) =>
        context.reportError(
          new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
        );
      const depth = depthOf(node.selectionSet, fragments, new Set());
      if (depth > gatewayLimits.maxDepth) {
        tooComplex(
          `Query is nested ${depth} levels deep; at most ${gatewayLimits.maxDepth} are allowed.`,
        );
      }
      const roots = rootFieldCount(node.selectionSet, fragments, new Set());
      if (roots > gatewayLimits.maxRootFields) {
        tooComplex(
          `Query asks for ${roots} root fields; at most ${gatewayLimits.maxRootFields} are allowed.`,
        );
      }
      return false;
    },
  };
}
