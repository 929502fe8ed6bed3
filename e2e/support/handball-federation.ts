import {
  fixture,
  startFixtureServer,
  type FixtureServer,
} from '#server/sports/testing/fixture-server.ts';

/** The handball club 140002's API key, as its treasurer types it into the studio. */
export const clubToken = 'cGZhZGk6c2VjcmV0LXRva2Vu';

/**
 * A stand-in for the handball federation on 127.0.0.1, answering in its real shapes: it lists
 * club 140002's teams only to a request with the club's key (`clubToken`).
 */
export function startHandballFederation(): Promise<FixtureServer> {
  return startFixtureServer({
    '/rest/v1/clubs/140002/teams': {
      body: fixture(
        new URL('../../src/server/sports/handball/fixtures/', import.meta.url),
        'teams-140002.json',
      ),
      authorization: `Basic ${clubToken}`,
    },
  });
}

/** The app's settings for live sports data, handball from `federation`. */
export function liveHandballFrom(federation: FixtureServer): Record<string, string> {
  return { SPORTS_DATA: 'live', SWISSHANDBALL_API_URL: `${federation.url}/rest/v1` };
}
