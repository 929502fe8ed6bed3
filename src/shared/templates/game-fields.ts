import type { Language } from '#shared/errors/error-codes.ts';
import type { Game } from '#shared/sports/sports.ts';
import { interfaceWordsByLanguage } from '#shared/i18n/interface-words.ts';

/**
 * The data fields a template binds to. The game fields (docs/product.md section 3): ten per game, for
 * games 1 to 3; the fields of games 2 and 3 carry the suffix 2 and 3 (teamHome2, teamAwayLogo3).
 * Beside them one field of the post itself (game 0): `headline`, what the post is
 * ('Spielvorschau', 'Resultat', 'Tabelle') in the post's language (post-kinds.ts). This is the
 * one table of them: the renderer fills a template's `apiField` by these names, the editor offers
 * one add button per field with its German label ('Heim Team Name (Spiel 2)') and writes these
 * names.
 */
export const gameFieldBases = [
  'teamHome',
  'teamAway',
  'date',
  'time',
  'location',
  'city',
  'result',
  'resultDetail',
  'teamHomeLogo',
  'teamAwayLogo',
] as const;
export type GameFieldBase = (typeof gameFieldBases)[number];

/**
 * Fields of the post rather than of one game: its headline, and the 'Sponsor' slots 1, 2, 3 a
 * designer places like a logo; the post's sponsors fill the slots a template has in their
 * numbers' order (main sponsors first, then partners: sponsorsInSlotOrder), an empty one nothing.
 */
export const sponsorFieldNames: readonly string[] = ['sponsor1', 'sponsor2', 'sponsor3'];

/**
 * The 'Sponsor' slots a template draws, in their numbers' order: the post's sponsors fill them
 * one by one (slots 1 and 3 show the first two), and the rotation is asked for as many.
 */
export function usedSponsorFields(template: {
  elements: readonly { type: string; apiField?: string }[];
}): string[] {
  return sponsorFieldNames.filter((name) =>
    template.elements.some((element) => element.type === 'api-image' && element.apiField === name),
  );
}
export const postFieldNames = ['headline', 'sponsor1', 'sponsor2', 'sponsor3'] as const;
export type PostFieldName = (typeof postFieldNames)[number];

/** The fields only a finished game fills: a template showing them is made for results. */
export const resultFieldBases: readonly GameFieldBase[] = ['result', 'resultDetail'];

export const maxGamesPerTemplate = 3;

/** A field's name in each interface language. */
export type FieldLabel = Record<Language, string>;

/** A field's label in every interface language (src/shared/i18n/interface). */
function fieldLabel(base: GameFieldBase | PostFieldName, game = 1): FieldLabel {
  const label = (language: Language) => {
    const words = interfaceWordsByLanguage[language];
    return game <= 1 ? words.fields[base] : words.ofGame(words.fields[base], game);
  };
  return { de: label('de'), en: label('en'), fr: label('fr'), it: label('it') };
}

export interface GameField {
  /** The apiField value in a template, e.g. 'teamHome2'. */
  name: string;
  base: GameFieldBase | PostFieldName;
  /** 1, 2 or 3; 0 for a field of the post itself. */
  game: number;
  kind: 'text' | 'image';
  label: FieldLabel;
}

function fieldName(base: GameFieldBase, game: number): string {
  return game === 1 ? base : `${base}${game}`;
}

const postFields: GameField[] = postFieldNames.map((name) => ({
  name,
  base: name,
  game: 0,
  kind: sponsorFieldNames.includes(name) ? ('image' as const) : ('text' as const),
  label: fieldLabel(name),
}));

const perGame: GameField[] = [1, 2, 3].flatMap((game) =>
  gameFieldBases.map((base) => ({
    name: fieldName(base, game),
    base,
    game,
    kind: base.endsWith('Logo') ? ('image' as const) : ('text' as const),
    label: fieldLabel(base, game),
  })),
);

export const gameFields: readonly GameField[] = [...postFields, ...perGame];

const byName = new Map(gameFields.map((field) => [field.name, field]));

export function gameField(name: string): GameField | undefined {
  return byName.get(name);
}

/** The post's fields and those of games 1..count, in the order the editor shows their add buttons. */
export function gameFieldsFor(count: number): GameField[] {
  return gameFields.filter((field) => field.game <= count);
}

export const textFieldNames = gameFields.filter((f) => f.kind === 'text').map((f) => f.name);
export const imageFieldNames = gameFields.filter((f) => f.kind === 'image').map((f) => f.name);

/** Whether a field is filled only by a finished game (the result and its detail, any game). */
export function isResultField(name: string): boolean {
  const base = gameField(name)?.base;
  return base !== undefined && (resultFieldBases as readonly string[]).includes(base);
}

/**
 * Field name -> value for the games of a post; a missing or blank value is null. The post's own
 * fields are null here: the renderer fills them from what the post is (render-post.ts).
 */
export function gameFieldValues(games: readonly Game[]): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const field of perGame) {
    const game = games[field.game - 1];
    const raw = game ? game[field.base as GameFieldBase] : null;
    const text = typeof raw === 'string' ? raw.trim() : '';
    // '-:-' is how the federations say "no result yet" (docs/product.md section 5).
    values[field.name] = text === '' || (field.base === 'result' && text === '-:-') ? null : text;
  }
  for (const name of postFieldNames) values[name] = null;
  return values;
}
