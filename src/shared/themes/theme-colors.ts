import { clubColor, type ClubColorRole } from '#shared/templates/club-colors.ts';
import {
  contrast,
  darken,
  fallbackPalette,
  lighten,
  readableOn,
  type ClubPalette,
} from '#shared/themes/club-palette.ts';

/** The colours a theme paints with; layouts never name a colour themselves. */
export interface ThemeColors {
  /** Canvas colour and the backdrop's gradient from top to bottom. */
  background: string;
  gradient: [string, string];
  text: string;
  muted: string;
  /** Text that stands out (kicker, time, VS). */
  accent: string;
  onAccent: string;
  /** Rules, bars and rings: the accent where no text needs to be read on it. */
  decor: string;
  /** Panels behind game information. */
  card: string;
  cardText: string;
  cardMuted: string;
  /** The disc behind each logo and its ring. */
  plate: string;
  plateRing: string;
  /** Decorative shapes of the backdrop. */
  shape: string;
  shapeOpacity: number;
  /** Lines of shapes in the backdrop that echo the accent. */
  stripe: string;
  stripeOpacity: number;
}

export const themeIds = ['default', 'light', 'dark', 'club'] as const;
export type ThemeId = (typeof themeIds)[number];

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}

const defaultColors: ThemeColors = {
  background: '#0a1a33',
  gradient: ['#10284d', '#050d1c'],
  text: '#ffffff',
  muted: '#b8c4d9',
  accent: '#e4002b',
  onAccent: '#ffffff',
  decor: '#e4002b',
  card: 'rgba(255,255,255,0.08)',
  cardText: '#ffffff',
  cardMuted: '#b8c4d9',
  plate: '#ffffff',
  plateRing: 'rgba(255,255,255,0.25)',
  shape: '#ffffff',
  shapeOpacity: 0.05,
  stripe: '#e4002b',
  stripeOpacity: 0.9,
};

const lightColors: ThemeColors = {
  background: '#f3f1ec',
  gradient: ['#fbfaf7', '#e9e6de'],
  text: '#0f1a2b',
  muted: '#55607a',
  accent: '#e4002b',
  onAccent: '#ffffff',
  decor: '#e4002b',
  card: '#ffffff',
  cardText: '#0f1a2b',
  cardMuted: '#55607a',
  plate: '#ffffff',
  plateRing: 'rgba(15,26,43,0.12)',
  shape: '#0f1a2b',
  shapeOpacity: 0.05,
  stripe: '#e4002b',
  stripeOpacity: 1,
};

const darkColors: ThemeColors = {
  background: '#0c0c0e',
  gradient: ['#1b1b20', '#050506'],
  text: '#ffffff',
  muted: '#a3a3ad',
  accent: '#f5b700',
  onAccent: '#111111',
  decor: '#f5b700',
  card: 'rgba(255,255,255,0.06)',
  cardText: '#ffffff',
  cardMuted: '#a3a3ad',
  plate: '#ffffff',
  plateRing: 'rgba(245,183,0,0.55)',
  shape: '#ffffff',
  shapeOpacity: 0.035,
  stripe: '#f5b700',
  stripeOpacity: 0.95,
};

/** The club theme: the logo's main colour as the ground, its second colour as the accent. */
function clubColors(palette: ClubPalette): ThemeColors {
  const primary = palette.primary;
  const ground = readableOn(primary) === '#ffffff' ? primary : darken(primary, 0.55);
  const top = lighten(ground, 0.08);
  const bottom = darken(ground, 0.45);
  const text = readableOn(darken(ground, 0.2));
  const secondary = contrast(palette.secondary, ground) >= 1.4 ? palette.secondary : text;
  // Text in the club's second colour only where it reads; otherwise lightened towards the text colour.
  let accent = secondary;
  for (let step = 0; step < 6 && contrast(accent, ground) < 2.8; step++) {
    accent = text === '#ffffff' ? lighten(accent, 0.3) : darken(accent, 0.3);
  }
  return {
    background: ground,
    gradient: [top, bottom],
    text,
    muted: text === '#ffffff' ? 'rgba(255,255,255,0.72)' : 'rgba(17,17,17,0.7)',
    accent,
    onAccent: readableOn(accent),
    decor: secondary,
    card: text === '#ffffff' ? 'rgba(0,0,0,0.22)' : 'rgba(255,255,255,0.5)',
    cardText: text,
    cardMuted: text === '#ffffff' ? 'rgba(255,255,255,0.75)' : 'rgba(17,17,17,0.7)',
    plate: '#ffffff',
    plateRing: secondary,
    shape: text,
    shapeOpacity: 0.06,
    stripe: secondary,
    stripeOpacity: 0.95,
  };
}

/** The colour of each club role (club-colors.ts) for a club's palette, as the club look paints. */
export function clubColorValues(palette: ClubPalette): Record<ClubColorRole, string> {
  const c = clubColors(palette);
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    ground: c.background,
    'ground-light': c.gradient[0],
    'ground-dark': c.gradient[1],
    text: c.text,
    muted: c.muted,
    accent: c.accent,
    'on-accent': c.onAccent,
    decor: c.decor,
    card: c.card,
    'card-muted': c.cardMuted,
  };
}

/**
 * The club look's colours as club colours (`club:ground`, ...): what the look draws with, so
 * that its post, and a template started from it, take the colours of the club they are for when
 * they are drawn.
 */
export const clubTokenColors: ThemeColors = {
  background: clubColor('ground'),
  gradient: [clubColor('ground-light'), clubColor('ground-dark')],
  text: clubColor('text'),
  muted: clubColor('muted'),
  accent: clubColor('accent'),
  onAccent: clubColor('on-accent'),
  decor: clubColor('decor'),
  card: clubColor('card'),
  cardText: clubColor('text'),
  cardMuted: clubColor('card-muted'),
  plate: '#ffffff',
  plateRing: clubColor('decor'),
  shape: clubColor('text'),
  shapeOpacity: 0.06,
  stripe: clubColor('decor'),
  stripeOpacity: 0.95,
};

/**
 * The colours of a theme. Over a user's photo (darkened on export) text turns light and panels
 * dark, whatever the theme's own ground, so everything stays legible.
 */
export function themeColors(
  theme: ThemeId,
  palette: ClubPalette | null,
  onPhoto: boolean,
): ThemeColors {
  const base =
    theme === 'light'
      ? lightColors
      : theme === 'dark'
        ? darkColors
        : theme === 'club'
          ? clubColors(palette ?? fallbackPalette)
          : defaultColors;
  if (!onPhoto) return base;
  const onDark = base.text === '#ffffff';
  // The brightest a darkened photo gets beneath text (white at the themes' dim): text colours are
  // lightened until they keep 4.5:1 against it.
  const brightest = '#616161';
  let accent = base.accent;
  for (let step = 0; step < 8 && contrast(accent, brightest) < 4.5; step++) {
    accent = lighten(accent, 0.3);
  }
  return {
    ...base,
    text: '#ffffff',
    muted: 'rgba(255,255,255,0.88)',
    card: onDark ? 'rgba(0,0,0,0.45)' : 'rgba(255,255,255,0.96)',
    cardText: onDark ? '#ffffff' : base.cardText,
    cardMuted: onDark ? 'rgba(255,255,255,0.85)' : base.cardMuted,
    accent,
    onAccent: readableOn(accent),
    decor: contrast(base.decor, '#222222') < 1.5 ? '#ffffff' : base.decor,
  };
}

/** The theme's accent as text on its own ground: lightened until it reads (4.5:1). */
export function readableAccent(c: ThemeColors): string {
  let accent = c.accent;
  for (let step = 0; step < 8 && contrast(accent, c.gradient[0]) < 4.5; step++) {
    accent = readableOn(c.gradient[0]) === '#ffffff' ? lighten(accent, 0.15) : darken(accent, 0.15);
  }
  return accent;
}
