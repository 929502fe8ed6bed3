import { MAX_GAMES_PER_POST } from '#shared/plans.ts';
import { isSport, type Sport } from '#shared/sports/sports.ts';
import { defaultFormat, formats, isFormat, type Format } from '#shared/templates/formats.ts';
import { isThemeId, type ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostMode } from '#shared/themes/theme-template.ts';

/**
 * The studio's state lives in the URL (docs/product.md section 4, "URL mirrors state"), so a reload or a
 * shared link opens the same screen:
 *   /studio/{sport}/{clubId}/{teamId}/{gameId[,gameId...]}?theme=&template=&tab=&home=&detail=&format=&editSelection=
 * theme only when not the default, template={id} instead of theme for a custom template, tab only
 * when not preview (result, or standings for the league table), home=true only on the preview tab, detail=true only on the result tab,
 * editSelection=1 reopens the game selection.
 */
/** The studio's screens; 'post' shows the post and its options (not to be confused with a post's mode 'preview'). */
export type StudioStep = 'sport' | 'club' | 'team' | 'games' | 'post';

export interface StudioSelection {
  sport: Sport | null;
  clubId: string | null;
  teamId: string | null;
  gameIds: string[];
}

/** The team the game and post steps work on: the selection made down to it. */
export interface StudioTeam {
  sport: Sport;
  clubId: string;
  teamId: string;
}

/** The post step's tabs: the game post's two modes and the standings post ('Tabelle'). */
export type PostTab = PostMode | 'standings';

export interface PostOptions {
  theme: ThemeId;
  /** A custom template; when set, theme is not used. */
  templateId: string | null;
  tab: PostTab;
  isHomeGame: boolean;
  showResultDetail: boolean;
  /** The post's format for built-in themes (a custom template keeps its own). */
  format: Format;
}

export const defaultPostOptions: PostOptions = {
  theme: 'default',
  templateId: null,
  tab: 'preview',
  isHomeGame: false,
  showResultDetail: false,
  format: defaultFormat,
};

/** '4:5' <-> '4x5' in the URL, where a colon reads badly. */
const formatParam = (format: Format) => format.replace(':', 'x');
function readFormat(value: string | null): Format {
  const format = value?.replace('x', ':');
  return isFormat(format) ? format : defaultFormat;
}
export { formats as postFormats };

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const templateIdPattern = /^[A-Za-z0-9-]{1,64}$/;

export function isStudioId(value: string | null | undefined): value is string {
  return typeof value === 'string' && idPattern.test(value);
}

/** 'a,b,c' -> ids: valid ones only, no repeats, at most three. */
export function parseGameIds(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids: string[] = [];
  for (const part of value.split(',')) {
    const id = part.trim();
    if (isStudioId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_GAMES_PER_POST) break;
  }
  return ids;
}

/** The selection named by the route's path segments; anything invalid ends the chain there. */
export function readSelection(params: {
  sport?: string;
  clubId?: string;
  teamId?: string;
  gameIds?: string;
}): StudioSelection {
  const sport = isSport(params.sport) ? params.sport : null;
  const clubId = sport && isStudioId(params.clubId) ? params.clubId : null;
  const teamId = clubId && isStudioId(params.teamId) ? params.teamId : null;
  const gameIds = teamId ? parseGameIds(params.gameIds) : [];
  return { sport, clubId, teamId, gameIds };
}

export function studioPath(selection: Partial<StudioSelection>): string {
  const parts = ['/studio'];
  if (!selection.sport) return parts.join('/');
  parts.push(selection.sport);
  if (!selection.clubId) return parts.join('/');
  parts.push(encodeURIComponent(selection.clubId));
  if (!selection.teamId) return parts.join('/');
  parts.push(encodeURIComponent(selection.teamId));
  if (selection.gameIds && selection.gameIds.length > 0) {
    parts.push(selection.gameIds.map(encodeURIComponent).join(','));
  }
  return parts.join('/');
}

export function readPostOptions(search: URLSearchParams): PostOptions {
  const template = search.get('template');
  const templateId = template && templateIdPattern.test(template) ? template : null;
  const theme = search.get('theme');
  const asked = search.get('tab');
  const tab: PostTab = asked === 'result' || asked === 'standings' ? asked : 'preview';
  return {
    theme: !templateId && isThemeId(theme) ? theme : 'default',
    templateId,
    tab,
    isHomeGame: tab === 'preview' && search.get('home') === 'true',
    showResultDetail: tab === 'result' && search.get('detail') === 'true',
    format: readFormat(search.get('format')),
  };
}

/** The query string of the options: only what differs from the defaults, in a fixed order. */
export function writePostOptions(options: PostOptions): URLSearchParams {
  const search = new URLSearchParams();
  if (options.templateId) search.set('template', options.templateId);
  else if (options.theme !== defaultPostOptions.theme) search.set('theme', options.theme);
  if (options.tab !== 'preview') search.set('tab', options.tab);
  if (options.tab === 'preview' && options.isHomeGame) search.set('home', 'true');
  if (options.tab === 'result' && options.showResultDetail) search.set('detail', 'true');
  if (options.format !== defaultFormat) search.set('format', formatParam(options.format));
  return search;
}

function isEditingSelection(search: URLSearchParams): boolean {
  return search.get('editSelection') === '1';
}

/** Which screen a selection and query show. */
export function studioStep(selection: StudioSelection, search: URLSearchParams): StudioStep {
  if (!selection.sport) return 'sport';
  if (!selection.clubId) return 'club';
  if (!selection.teamId) return 'team';
  if (selection.gameIds.length === 0 || isEditingSelection(search)) return 'games';
  return 'post';
}

/** A path with its query, without a dangling '?'. */
export function withSearch(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
