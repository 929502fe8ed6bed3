import type { Sport } from '#shared/sports/sports.ts';

/** A made-up game shown in the landing page's phone mockup (SPEC.md section 3, sample game). */
export interface SampleGame {
  sport: Sport;
  league: string;
  account: string;
  venue: string;
  home: SampleTeam;
  away: SampleTeam;
  scoreHome: number;
  scoreAway: number;
  resultDetail: string;
  likes: number;
  /** CSS background of the post. */
  background: string;
}

export interface SampleTeam {
  name: string;
  short: string;
  colour: string;
  textColour: string;
}

export const sampleGames: SampleGame[] = [
  {
    sport: 'unihockey',
    league: 'NLB Herren',
    account: 'uhc.alpenblick',
    venue: 'Sporthalle Allmend',
    home: { name: 'UHC Alpenblick', short: 'UHA', colour: '#2563eb', textColour: '#ffffff' },
    away: { name: 'Floorball Seeland', short: 'FBS', colour: '#f59e0b', textColour: '#1c1917' },
    scoreHome: 7,
    scoreAway: 4,
    resultDetail: '2:1 · 3:2 · 2:1',
    likes: 1248,
    background:
      'radial-gradient(120% 80% at 0% 0%, #3b82f6 0%, transparent 55%), linear-gradient(160deg, #1e3a8a 0%, #0b1437 65%, #050816 100%)',
  },
  {
    sport: 'volleyball',
    league: 'NLA Frauen',
    account: 'vbc.rheinfall',
    venue: 'Dreifachhalle Munot',
    home: { name: 'VBC Rheinfall', short: 'VBR', colour: '#10b981', textColour: '#022c22' },
    away: { name: 'Volley Lac Léman', short: 'VLL', colour: '#a855f7', textColour: '#ffffff' },
    scoreHome: 3,
    scoreAway: 2,
    resultDetail: '25:21 · 22:25 · 25:19 · 23:25 · 15:12',
    likes: 932,
    background:
      'radial-gradient(120% 80% at 100% 0%, #34d399 0%, transparent 50%), linear-gradient(160deg, #065f46 0%, #022c22 60%, #01140f 100%)',
  },
  {
    sport: 'handball',
    league: '1. Liga Männer',
    account: 'hc.aaretal',
    venue: 'Sporthalle Schachen',
    home: { name: 'HC Aaretal', short: 'HCA', colour: '#ef4444', textColour: '#ffffff' },
    away: { name: 'HSG Jura Nord', short: 'HJN', colour: '#facc15', textColour: '#1c1917' },
    scoreHome: 31,
    scoreAway: 28,
    resultDetail: 'Halbzeit 16:13',
    likes: 2031,
    background:
      'radial-gradient(120% 80% at 0% 100%, #f87171 0%, transparent 55%), linear-gradient(200deg, #991b1b 0%, #3b0a0a 60%, #120303 100%)',
  },
];

/** Seconds each sample stays on screen and the cross-fade between two (SPEC.md section 9). */
export const SAMPLE_ROTATION_MS = 4000;
export const SAMPLE_FADE_MS = 300;
