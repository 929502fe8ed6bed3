import {
  exportExtensions,
  postExtensions,
  type ExportFileType,
  type PostFileType,
} from '#shared/exports/export-file.ts';
import { interfaceWordsByLanguage } from '#shared/i18n/interface-words.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Game } from '#shared/sports/sports.ts';
import { teamSideOf } from '#shared/themes/game-facts.ts';

/**
 * The names of downloaded files, as a person finds them in a folder: the product, the day, the
 * kind of post in the downloader's language and who plays, in ASCII:
 * - a game post: matchpost_2026-12-05_vorschau_uhc-thun-vs-tigers.png
 * - the standings: matchpost_2026-11-28_tabelle_uhc-thun.png
 * - the game-day overview: matchpost_2026-12-05_2026-12-06_wochenende-vorschau_uhc-thun.png
 * - a weekend's ZIP: matchpost_2026-12-05_2026-12-06_wochenende-vorschau.zip, its entries the
 *   posts' names after their place in the carousel: 01-2026-12-05_2026-12-06_wochenende-...png
 */
export type PostKind = 'preview' | 'result';

/**
 * A part of a name: ASCII letters and digits, words joined by '-', at most `max` characters (a
 * longer one ends at the last whole word that fits).
 */
export function fileSlug(text: string, max = 40): string {
  const slug = text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastWord = cut.lastIndexOf('-');
  return lastWord > 0 ? cut.slice(0, lastWord) : slug.slice(0, max);
}

const words = (language: Language) => interfaceWordsByLanguage[language].fileNames;

/** The parts joined by '_', empty ones left out. */
function joined(parts: readonly (string | null | undefined)[]): string {
  return ['matchpost', ...parts].filter((part) => part).join('_');
}

/** The window as a name part: one day, or its first and last. */
function windowPart(from: string, to: string): string {
  return from === to ? from : `${from}_${to}`;
}

/** A game post: its first game's day, preview or result, the team and its opponents. */
export function gamePostFileName(post: {
  kind: PostKind;
  /** YYYY-MM-DD of the first game; null when the federation gives none. */
  date: string | null;
  team: string;
  opponents: readonly string[];
  language: Language;
  fileType: PostFileType;
}): string {
  const w = words(post.language);
  const opponents = fileSlug([...new Set(post.opponents)].join(' '));
  const teams = [fileSlug(post.team), opponents].filter(Boolean).join(`-${w.versus}-`);
  return `${joined([post.date, w[post.kind], teams])}.${postExtensions[post.fileType]}`;
}

/** The standings post: the day it was made and the team. */
export function standingsFileName(post: {
  date: string;
  team: string;
  language: Language;
  fileType: PostFileType;
}): string {
  const w = words(post.language);
  return `${joined([post.date, w.standings, fileSlug(post.team)])}.${postExtensions[post.fileType]}`;
}

/** The game-day overview: its window, preview or results, and the club. */
export function overviewFileName(post: {
  from: string;
  to: string;
  kind: PostKind;
  club: string | null;
  language: Language;
  fileType: ExportFileType;
}): string {
  const w = words(post.language);
  const kind = `${w.weekend}-${post.kind === 'result' ? w.results : w.preview}`;
  const name = joined([windowPart(post.from, post.to), kind, fileSlug(post.club ?? '')]);
  return `${name}.${exportExtensions[post.fileType]}`;
}

/** A weekend's ZIP: its window and preview or results. */
export function batchFileName(batch: {
  from: string;
  to: string;
  kind: PostKind;
  language: Language;
}): string {
  const w = words(batch.language);
  const kind = `${w.weekend}-${batch.kind === 'result' ? w.results : w.preview}`;
  return `${joined([windowPart(batch.from, batch.to), kind])}.zip`;
}

/** A post's entry in the ZIP: its place in the carousel ('01'), then its own name. */
export function batchEntryName(position: string, fileName: string): string {
  return `${position}-${fileName.replace(/^matchpost_/, '')}`;
}

/**
 * Who a game post is for: the team (as the federation names it in its games) and its opponents;
 * when the team is in none of the games by that name, the first game's home team.
 */
export function pairingOf(
  teamName: string | null,
  games: readonly Game[],
): { team: string; opponents: string[] } {
  const team =
    teamName !== null && games.some((game) => teamSideOf(game, teamName))
      ? teamName
      : (games[0]?.teamHome ?? '');
  return {
    team,
    opponents: games.map((game) =>
      teamSideOf(game, team) === 'Away' ? game.teamHome : game.teamAway,
    ),
  };
}
