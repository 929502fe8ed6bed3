import type { SvgConfigInput } from '#shared/templates/template-schema.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { ArenaLayout } from '#shared/themes/layouts/arena-layout.ts';
import { ClubLayout } from '#shared/themes/layouts/club-layout.ts';
import { EditorialLayout } from '#shared/themes/layouts/editorial-layout.ts';
import { SplitLayout } from '#shared/themes/layouts/split-layout.ts';
import { themedTemplate } from '#shared/themes/post-frame.ts';
import type { PostLayout, ThemeInput } from '#shared/themes/post-layout.ts';
import type { Cue } from '#shared/themes/element-kit.ts';

/**
 * The built-in themes as templates: four designs that differ in layout, not only in colour (the
 * bold split, the editorial card, the dark arena, the club poster), each laid out for the games at
 * hand, in the post's language. Game texts stay data fields, so a template started from a theme
 * keeps working for the next games.
 */
export type { PostMode, ThemeInput } from '#shared/themes/post-layout.ts';
export { themePhotoDim } from '#shared/themes/post-frame.ts';

const layouts: Record<ThemeId, new (input: ThemeInput) => PostLayout> = {
  default: SplitLayout,
  light: EditorialLayout,
  dark: ArenaLayout,
  club: ClubLayout,
};

/** The template of a built-in theme for these games and options. */
export function themeTemplate(input: ThemeInput): SvgConfigInput {
  return themeDesign(input).template;
}

/**
 * The template of a built-in theme and its elements' cues by id: what part of the look each is
 * (a team, the score, the header), for the look's own choreography when the post moves (ADR 066).
 */
export function themeDesign(input: ThemeInput): {
  template: SvgConfigInput;
  cues: Record<string, Cue>;
} {
  const layout = new layouts[input.theme](input);
  layout.draw();
  return { template: themedTemplate(input.format, layout), cues: layout.kit.cues };
}
