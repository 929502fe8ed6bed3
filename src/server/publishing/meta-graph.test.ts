import { describe, expect, it } from 'vitest';
import { failureKind } from '#server/publishing/meta-graph.ts';

/** What each of Meta's refusals asks of the publishing job (ADR 059). */
describe('failureKind', () => {
  it.each([
    [400, { code: 190, error_subcode: 460 }, 'token'],
    [400, { code: 190, error_subcode: 463 }, 'token'],
    [400, { code: 9, error_subcode: 2207042 }, 'quota'],
    [400, { code: 9007, error_subcode: 2207027 }, 'not-ready'],
    [400, { code: 9004, error_subcode: 2207052 }, 'image'],
    [400, { code: 36000, error_subcode: 2207004 }, 'image'],
    [400, { code: 36003, error_subcode: 2207009 }, 'image'],
    [400, { code: 4 }, 'transient'],
    [400, { code: 17 }, 'transient'],
    [400, { code: 32 }, 'transient'],
    [400, { code: 613 }, 'transient'],
    [500, { code: 2, is_transient: true }, 'transient'],
    [503, {}, 'transient'],
    [400, { code: 100, error_subcode: 33 }, 'refused'],
    [400, { code: 9007, error_subcode: 2207008 }, 'refused'],
  ] as const)('HTTP %i %o: %s', (status, error, kind) => {
    expect(failureKind(status, error)).toBe(kind);
  });
});
