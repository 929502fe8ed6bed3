import type { Game, Sport } from '#shared/sports/sports.ts';
import { sampleUnihockeyGame, sampleVolleyballGame } from '#client/lib/sample-games.ts';

/**
 * A made-up game shown in the landing page's phone mockup (docs/product.md section 3, sample game): the
 * post itself is drawn by the product's renderer (render-sample-posts.ts), the rest is the feed
 * around it.
 */
export interface SampleGame {
  sport: Sport;
  league: string;
  account: string;
  /** The home club: the feed's avatar and the colours of its 'club' theme post. */
  home: SampleTeam;
  game: Omit<Game, 'date'>;
  likes: number;
}

export interface SampleTeam {
  short: string;
  colour: string;
  secondary: string;
  textColour: string;
}

export const sampleGames: SampleGame[] = [
  {
    sport: 'unihockey',
    league: 'NLB Herren',
    account: 'uhc.alpenblick',
    home: { short: 'UHA', colour: '#2563eb', secondary: '#0b1437', textColour: '#ffffff' },
    game: { id: 'landing-unihockey', ...sampleUnihockeyGame },
    likes: 1248,
  },
  {
    sport: 'volleyball',
    league: 'NLA Frauen',
    account: 'vbc.rheinfall',
    home: { short: 'VBR', colour: '#10b981', secondary: '#022c22', textColour: '#022c22' },
    game: { id: 'landing-volleyball', ...sampleVolleyballGame },
    likes: 932,
  },
  {
    sport: 'handball',
    league: '1. Liga Männer',
    account: 'hc.aaretal',
    home: { short: 'HCA', colour: '#ef4444', secondary: '#3b0a0a', textColour: '#ffffff' },
    game: {
      id: 'landing-handball',
      teamHome: 'HC Aaretal',
      teamAway: 'HSG Jura Nord',
      time: '16:00',
      result: '31:28',
      resultDetail: '(16:13)',
      location: 'Sporthalle Schachen',
      city: 'Aarau',
      teamHomeLogo: null,
      teamAwayLogo: null,
    },
    likes: 2031,
  },
];

/** Seconds each sample stays on screen and the cross-fade between two (docs/product.md section 9). */
export const SAMPLE_ROTATION_MS = 4000;
export const SAMPLE_FADE_MS = 300;
