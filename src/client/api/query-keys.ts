import type { Sport } from '#shared/sports/sports.ts';

/**
 * The cache key of every server answer, in one place: a change made in one area (a profile
 * update, a new team slot, a stored club key) refreshes what the other areas show.
 */
export const queryKeys = {
  session: ['session'],
  me: (userId: string | null) => ['me', userId],
  profile: ['profile'],
  teamSlots: ['team-slots'],
  teamSlotMails: ['team-slot-mails'],
  backgrounds: ['backgrounds'],
  templates: ['templates'],
  logos: ['logos'],
  mfaFactors: ['mfa-factors'],
  deviceSessions: ['device-sessions'],
  /** Everything the federations answer; a stored club key may change all of it. */
  sports: ['sports'],
  clubs: (sport: Sport) => ['sports', sport, 'clubs'],
  teams: (sport: Sport, clubId: string) => ['sports', sport, 'teams', clubId],
  games: (sport: Sport, clubId: string, teamId: string) => [
    'sports',
    sport,
    'games',
    clubId,
    teamId,
  ],
  game: (sport: Sport, gameId: string) => ['sports', sport, 'game', gameId],
  standings: (sport: Sport, clubId: string, teamId: string) => [
    'sports',
    sport,
    'standings',
    clubId,
    teamId,
  ],
  clubPalette: (sport: Sport, clubId: string, teamId: string, gameId: string) => [
    'sports',
    sport,
    'palette',
    clubId,
    teamId,
    gameId,
  ],
} as const;
