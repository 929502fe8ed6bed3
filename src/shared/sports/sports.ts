/**
 * The sports-data model shared by gateway, renderer, studio and editor (docs/product.md section 3).
 */
export const sports = ['unihockey', 'volleyball', 'handball'] as const;
export type Sport = (typeof sports)[number];

export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && (sports as readonly string[]).includes(value);
}

/** The gateway path segment of each sport: /api/swissunihockey, /api/swissvolley, /api/swisshandball. */
export const sportApiPath: Record<Sport, string> = {
  unihockey: 'swissunihockey',
  volleyball: 'swissvolley',
  handball: 'swisshandball',
};

export interface Club {
  id: string;
  name: string;
}

export interface Team {
  id: string;
  name: string;
  /** League, for volleyball and handball. */
  liga?: string | null;
}

export interface Game {
  id: string;
  teamHome: string;
  teamAway: string;
  /** dd.mm.yyyy */
  date: string;
  /** HH:MM */
  time: string;
  result: string | null;
  resultDetail: string | null;
  location: string | null;
  city: string | null;
  teamHomeLogo: string | null;
  teamAwayLogo: string | null;
}

/** A game has a result when the result is non-empty and not '-:-' (docs/product.md section 5). */
export function hasResult(game: Pick<Game, 'result'>): boolean {
  const result = game.result?.trim() ?? '';
  return result !== '' && result !== '-:-';
}
