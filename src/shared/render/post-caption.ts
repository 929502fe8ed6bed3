import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { clockTime, longDate } from '#shared/i18n/post-dates.ts';
import { hasResult, type Game, type Sport } from '#shared/sports/sports.ts';
import type { Standings } from '#shared/sports/standings.ts';
import { venueLine } from '#shared/templates/field-formats.ts';
import { detailParts, gameOutcome } from '#shared/themes/game-facts.ts';

/**
 * The caption below the preview: the text a volunteer posts with the image, in the post's
 * language. A kicker (what the post is, the sport, the league), one block per game (the pairing;
 * date, time and venue before the game, the score with the outcome from the team's side after
 * it), a closing line and hashtags of club, team, league and sport. The same words as the post.
 */
export interface CaptionInput {
  games: readonly Game[];
  /** 'standings': the table post; its caption names the league and the team's place. */
  mode: 'preview' | 'result' | 'standings';
  standings?: Standings | null;
  language: PostLanguage;
  sport: Sport;
  clubName?: string | null;
  teamName?: string | null;
  league?: string | null;
  isHomeGame?: boolean;
  showResultDetail?: boolean;
}

export function postCaption(input: CaptionInput): string {
  const words = postWords(input.language);
  const several = input.games.length > 1;
  const result = input.mode === 'result';
  if (input.mode === 'standings') return standingsCaption(input);
  const headline = result
    ? several
      ? words.results
      : words.result
    : input.isHomeGame
      ? several
        ? words.homeGameDay
        : words.homeGame
      : several
        ? words.gameDay
        : words.preview;
  const kicker = [headline, words.sport[input.sport], input.league?.trim()]
    .filter(Boolean)
    .join(' · ');

  const blocks = input.games.map((game) =>
    (result ? resultLines(game, input) : previewLines(game, input.language)).join('\n'),
  );
  const closing = result ? words.caption.thanks : words.caption.invite;
  const tags = hashtags([
    input.clubName,
    input.teamName,
    input.league,
    words.sport[input.sport],
  ]).join(' ');

  return [kicker, ...blocks, closing, tags].filter((part) => part !== '').join('\n\n');
}

function standingsCaption(input: CaptionInput): string {
  const words = postWords(input.language);
  const league = input.standings?.groupName ?? input.league;
  const kicker = [words.standings.title, words.sport[input.sport], league?.trim()]
    .filter(Boolean)
    .join(' · ');
  const row = input.standings?.rows.find((candidate) => candidate.isTeam);
  const place = row ? words.caption.standing(row.teamName, row.rank, row.points) : '';
  const tags = hashtags([input.clubName, input.teamName, league, words.sport[input.sport]]);
  return [kicker, place, tags.join(' ')].filter((part) => part !== '').join('\n\n');
}

function pairing(game: Game): string {
  return `${game.teamHome.trim()} – ${game.teamAway.trim()}`;
}

function previewLines(game: Game, language: PostLanguage): string[] {
  const when = [longDate(game.date, language), clockTime(game.time, language)]
    .filter(Boolean)
    .join(', ');
  return [pairing(game), when, venueLine(game.location, game.city) ?? ''].filter(Boolean);
}

function resultLines(game: Game, input: CaptionInput): string[] {
  // A game without a result yet (a game day not over) says when it is played.
  if (!hasResult(game)) return previewLines(game, input.language);
  const words = postWords(input.language);
  const outcome = gameOutcome(game, input.teamName);
  const parts = input.showResultDetail === false ? null : detailParts(game.resultDetail);
  const detail = parts ? `${words.detail[input.sport]}: ${parts.join(', ')}` : null;
  const summary = [outcome ? words[outcome] : null, detail].filter(Boolean).join(' · ');
  return [`${pairing(game)} ${game.result?.trim() ?? ''}`, summary].filter(Boolean);
}

/**
 * 'Floorball Köniz' -> '#FloorballKöniz', 'NLB Herren' -> '#NLBHerren': letters and digits only
 * (what Instagram links), each word's first letter raised; no tag of digits alone, none twice.
 */
export function hashtags(names: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const name of names) {
    const tag = (name ?? '')
      .normalize('NFC')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word.charAt(0).toLocaleUpperCase('de-CH') + word.slice(1))
      .join('');
    if (tag === '' || /^\p{N}+$/u.test(tag)) continue;
    const key = tag.toLocaleLowerCase('de-CH');
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${tag}`);
  }
  return tags;
}
