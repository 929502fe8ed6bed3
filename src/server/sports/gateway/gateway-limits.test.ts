import { parse, specifiedRules, validate, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  argumentValue,
  dataFieldCounts,
  queryLimitsRule,
  rootFieldCost,
} from '#server/sports/gateway/gateway-limits.ts';
import { gatewaySchemas } from '#server/sports/gateway/gateway-schema.ts';

/**
 * What the gateway reads from a query before it runs: how many fields of sports data it asks
 * (each may call a federation), through aliases and fragments, and what it costs the caller.
 */
const doc = (query: string) => parse(query, { maxTokens: 800 });

/**
 * `levels` fragments, each spreading the next one twice, the last asking for the clubs: 2^levels
 * root fields in a few hundred characters.
 */
function doublingFragments(levels: number): string {
  let query = '{ ...F0 }';
  for (let level = 0; level < levels; level++) {
    query += ` fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`;
  }
  return `${query} fragment F${levels} on Query { clubs { id } }`;
}

describe('gateway query limits', () => {
  it('counts the fields of sports data under aliases, in fragments and inline fragments', () => {
    const query = `
      query Many {
        a: games(teamId: "1") { id }
        b: games(teamId: "2") { id }
        __typename
        ... on Query { game(gameId: "3") { id } }
        ...More
      }
      fragment More on Query { standings(teamId: "1") { reason } teams(clubId: "9") { id } }
      query One { clubs { id } }`;
    expect(dataFieldCounts(doc(query))).toEqual([5, 1]);
  });

  it('counts a query whose fragments double its fields at every step, without walking each one', () => {
    // 2^40 root fields: walked one by one, this would not finish (22 steps took 47 s).
    const document = doc(doublingFragments(40));
    expect(dataFieldCounts(document)).toEqual([2 ** 40]);
    const errors = validate(gatewaySchemas.unihockey, document, [
      ...specifiedRules,
      queryLimitsRule,
    ]);
    expect(errors.map((error) => error.extensions.code)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses a depth built from nested fragments as deep as it is', () => {
    const document = doc(
      '{ games(teamId: "1") { ...G } } fragment G on Game { ... on Game { ...H } } fragment H on Game { id }',
    );
    expect(validate(gatewaySchemas.unihockey, document, [queryLimitsRule])).toEqual([]);
    const tooDeep = doc(
      '{ __schema { types { fields { ...T } } } } fragment T on __Field { type { name } }',
    );
    expect(
      validate(gatewaySchemas.unihockey, tooDeep, [queryLimitsRule]).map((e) => e.message),
    ).toEqual(['Query is nested 5 levels deep; at most 4 are allowed.']);
  });

  it('costs the operation that runs, its ids read from literals and variables', () => {
    const document = doc(`
      query Two($team: ID!) { games(teamId: $team) { id } game(gameId: 7) { id } }
      query Three { clubs { id } teams(clubId: "demo-101") { id } standings(teamId: "4") { reason } }`);
    const ids: (string | null)[] = [];
    const weight = (field: FieldNode) => {
      const name = field.name.value;
      const argument = { games: 'teamId', game: 'gameId', teams: 'clubId' }[name];
      if (argument) ids.push(argumentValue(field, argument, { team: 'demo-101-1' }));
      return 1;
    };
    expect(rootFieldCost(document, 'Two', weight)).toBe(2);
    expect(ids).toEqual(['demo-101-1', '7']);
    expect(rootFieldCost(document, 'Three', () => 1)).toBe(3);
    // No name with two operations: execution refuses it; the cost is the dearest one's.
    expect(rootFieldCost(document, undefined, () => 1)).toBe(3);
    expect(rootFieldCost(doc('{ clubs { id } }'), undefined, () => 1)).toBe(1);
  });
});
