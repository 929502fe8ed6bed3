import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Limits on what one gateway request may ask: the contract needs a depth of two (root field and
 * game fields) and a handful of root fields (the editor preview asks for three games at once).
 * Each root field of sports data (`dataFields`) may ask a federation, so at most `maxDataFields`
 * of them go in one query: the studio asks for one at a time, the editor preview for three.
 */
export const gatewayLimits = {
  maxQueryLength: 4_000,
  maxTokens: 800,
  maxDepth: 4,
  maxRootFields: 10,
  maxDataFields: 5,
};

/** The root fields that answer with sports data; each one may cost a call to a federation. */
export const dataFields: ReadonlySet<string> = new Set([
  'clubs',
  'teams',
  'games',
  'game',
  'standings',
]);

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(document: DocumentNode): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/**
 * A figure of a selection set summed over its selections, through inline fragments and
 * fragment spreads, with each fragment's figure worked out once: a fragment spread twice
 * into a fragment spread twice, and so on, doubles the fields at every step, and walking them
 * one by one takes as long as the doubled count (a query of 900 characters held the main
 * thread for 47 s). A fragment within its own cycle counts 0 (graphql's rules refuse cycles).
 */
function memoised(
  fragments: Fragments,
  ofField: (field: FieldNode, walk: (set: SelectionSetNode) => number) => number,
  combine: (a: number, b: number) => number,
) {
  const known = new Map<string, number>();
  const walking = new Set<string>();
  const walk = (selectionSet: SelectionSetNode): number => {
    let figure = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        figure = combine(figure, ofField(selection, walk));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        figure = combine(figure, walk(selection.selectionSet));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || walking.has(name)) continue;
        let value = known.get(name);
        if (value === undefined) {
          walking.add(name);
          value = walk(fragment.selectionSet);
          walking.delete(name);
          known.set(name, value);
        }
        figure = combine(figure, value);
      }
    }
    return figure;
  };
  return walk;
}

function depthOf(operation: OperationDefinitionNode, fragments: Fragments): number {
  const walk = memoised(
    fragments,
    (field, inner) => 1 + (field.selectionSet ? inner(field.selectionSet) : 0),
    Math.max,
  );
  return walk(operation.selectionSet);
}

/** The sum of `weight` over the root fields of an operation, fragments included. */
export function sumOverRootFields(
  operation: OperationDefinitionNode,
  fragments: Fragments,
  weight: (field: FieldNode) => number,
): number {
  return memoised(
    fragments,
    (field) => weight(field),
    (a, b) => a + b,
  )(operation.selectionSet);
}

const isDataField = (field: FieldNode) => (dataFields.has(field.name.value) ? 1 : 0);

/** Each operation's count of sports data root fields (`dataFields`), fragments included. */
export function dataFieldCounts(document: DocumentNode): number[] {
  const fragments = fragmentsOf(document);
  return document.definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => sumOverRootFields(operation, fragments, isDataField));
}

/**
 * The upstream cost of running a document: the sum of `weight` over the root fields of the
 * operation that runs (named by `operationName`, or the only one); when that cannot be told
 * (execution will refuse it), the largest over all operations.
 */
export function rootFieldCost(
  document: DocumentNode,
  operationName: string | undefined,
  weight: (field: FieldNode) => number,
): number {
  const fragments = fragmentsOf(document);
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const named =
    operationName === undefined
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((operation) => operation.name?.value === operationName);
  const costs = (named ? [named] : operations).map((operation) =>
    sumOverRootFields(operation, fragments, weight),
  );
  return Math.max(0, ...costs);
}

/**
 * The value of a field's argument as the resolver will see it: a literal, or the variable's
 * value; null when it is absent or not a string or number.
 */
export function argumentValue(
  field: FieldNode,
  name: string,
  variables: Record<string, unknown> | undefined,
): string | null {
  const argument = field.arguments?.find((candidate) => candidate.name.value === name);
  if (!argument) return null;
  const value = argument.value;
  if (value.kind === Kind.STRING || value.kind === Kind.INT) return value.value;
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'string' || typeof given === 'number' ? String(given) : null;
  }
  return null;
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(node) {
      const tooComplex = (message: string) =>
        context.reportError(
          new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
        );
      const depth = depthOf(node, fragments);
      if (depth > gatewayLimits.maxDepth) {
        tooComplex(
          `Query is nested ${depth} levels deep; at most ${gatewayLimits.maxDepth} are allowed.`,
        );
      }
      const roots = sumOverRootFields(node, fragments, () => 1);
      if (roots > gatewayLimits.maxRootFields) {
        tooComplex(
          `Query asks for ${roots} root fields; at most ${gatewayLimits.maxRootFields} are allowed.`,
        );
      }
      return false;
    },
  };
}
