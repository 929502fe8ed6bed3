import { postLanguages } from '#shared/i18n/post-language.ts';
import { postWords } from '#shared/i18n/post-words.ts';
import { isResultField } from '#shared/templates/game-fields.ts';
import type { TemplateMode } from '#shared/templates/post-kinds.ts';
import type { SvgConfig, TemplateElement } from '#shared/templates/template-schema.ts';

/**
 * Which game posts a template serves (ADR 021). A template declares it (`postModes`); the studio
 * offers it only on those tabs and the export refuses it on another. Templates saved before the
 * declaration existed are read as what they were made for: one that shows a result field (the
 * score or its detail) or says 'Resultat' serves results, any other previews. So their fixed
 * headline ('SPIELVORSCHAU', 'RÉSULTAT', ...) is only shown on the post it names.
 */

/** Every headline a built-in look wrote as fixed text before it was a field, by the post it names. */
const headlineWords: ReadonlyMap<string, TemplateMode> = new Map(
  postLanguages.flatMap((language) => {
    const w = postWords(language);
    return [
      ...[w.preview, w.gameDay, w.homeGame, w.homeGameDay].map(
        (word) => [word.toUpperCase(), 'preview'] as const,
      ),
      ...[w.result, w.results].map((word) => [word.toUpperCase(), 'result'] as const),
    ];
  }),
);

/** What a fixed text names when it is a post's headline; null for any other text. */
export function headlineOf(element: TemplateElement): TemplateMode | null {
  if (element.type !== 'text') return null;
  return headlineWords.get(element.content.trim().toUpperCase()) ?? null;
}

/** What a template without a declaration was made for. */
export function inferredModes(elements: readonly TemplateElement[]): TemplateMode[] {
  const forResults = elements.some(
    (element) =>
      ((element.type === 'api-text' || element.type === 'api-image') &&
        isResultField(element.apiField)) ||
      headlineOf(element) === 'result',
  );
  return forResults ? ['result'] : ['preview'];
}

/** The tabs a template serves: as declared, else as read from its elements. */
export function servedModes(config: Pick<SvgConfig, 'elements' | 'postModes'>): TemplateMode[] {
  return config.postModes ? [...config.postModes] : inferredModes(config.elements);
}

export function servesMode(
  config: Pick<SvgConfig, 'elements' | 'postModes'>,
  mode: TemplateMode,
): boolean {
  return servedModes(config).includes(mode);
}

/**
 * A config as stored, brought up to today's model on read: the tabs it serves declared, as read
 * from what it shows. Its texts stay as the user made them: a fixed 'MATCHDAY' may be a club's
 * own word, so it is not swapped for the headline field (the editor offers the field). A config
 * that already declares its tabs is returned as it is.
 */
export function upgradeStoredConfig(config: SvgConfig): SvgConfig {
  if (config.postModes) return config;
  return { ...config, postModes: inferredModes(config.elements) };
}
