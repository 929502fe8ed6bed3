import type { Sport } from '#shared/sports/sports.ts';

/**
 * The cache key of every server answer, in one place: a change made in one area (a profile
 * update, a new team slot, a stored club key) refreshes what the other areas show.
 */
/** A federation answer's key: under `sports` and its sport, so that both refresh it. */
const sportsKey = (sport: Sport, what: string, ...ids: string[]) => ['sports', sport, what, ...ids];

export const queryKeys = {
  session: ['session'],
  me: (userId: string | null) => ['me', userId],
  profile: ['profile'],
  teamSlots: ['team-slots'],
  teamSlotMails: ['team-slot-mails'],
  teamSlotPublishing: ['team-slot-publishing'],
  sponsors: ['sponsors'],
  /** A month's appearances per sponsor (ADR 061); under `sponsors`, so a change refreshes it. */
  sponsorMonth: (month: string) => ['sponsors', 'month', month],
  backgrounds: ['backgrounds'],
  templates: ['templates'],
  logos: ['logos'],
  mfaFactors: ['mfa-factors'],
  deviceSessions: ['device-sessions'],
  /** The user's workspaces (the switcher's list). */
  workspaces: ['workspaces'],
  /** A workspace's members and pending invitations. */
  workspaceMembers: (workspaceId: string) => ['workspaces', workspaceId, 'members'],
  /** A workspace's activity list. */
  workspaceActivity: (workspaceId: string) => ['workspaces', workspaceId, 'activity'],
  /** The current workspace's channels to Instagram and Facebook (ADR 059). */
  channels: ['publishing', 'channels'],
  /** The current workspace's publications. */
  publications: ['publishing', 'publications'],
  /** Everything the federations answer; a stored club key may change all of it. */
  sports: ['sports'],
  clubs: (sport: Sport) => sportsKey(sport, 'clubs'),
  teams: (sport: Sport, clubId: string) => sportsKey(sport, 'teams', clubId),
  games: (sport: Sport, clubId: string, teamId: string) =>
    sportsKey(sport, 'games', clubId, teamId),
  game: (sport: Sport, gameId: string) => sportsKey(sport, 'game', gameId),
  standings: (sport: Sport, clubId: string, teamId: string) =>
    sportsKey(sport, 'standings', clubId, teamId),
  clubPalette: (sport: Sport, clubId: string, teamId: string, gameId: string) =>
    sportsKey(sport, 'palette', clubId, teamId, gameId),
} as const;
