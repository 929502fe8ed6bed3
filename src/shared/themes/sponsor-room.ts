import type { Format } from '#shared/templates/formats.ts';
import type { SvgConfig } from '#shared/templates/template-schema.ts';
import { usedSponsorFields } from '#shared/templates/game-fields.ts';
import type { SponsorRoom } from '#shared/sponsors/post-sponsors.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * How many sponsors a post's design has room for, asked by the server before the rotation
 * chooses (docs/post-design.md, "Sponsors"). A built-in look's sponsor band holds up to two main
 * sponsors and two partners on every post; the list posts (the game-day overview and the
 * standings) add up to three supporters ('Gönner') where the format leaves a row for them. A
 * saved template has its 'Sponsor' elements: slot 1, 2, 3 take the sponsors main first, then
 * the partners (sponsorsInSlotOrder), so room for `slots` of each and none for supporters.
 */
export type SponsorPostKind = 'preview' | 'result' | 'weekend' | 'standings';

export type SponsorDesign = { theme: ThemeId } | { template: SvgConfig };

/** The looks' room per format: one band, main sponsors and partners side by side. */
const lookRoom: Record<Format, { main: number; partners: number; supporters: number }> = {
  '4:5': { main: 2, partners: 2, supporters: 3 },
  '9:16': { main: 2, partners: 2, supporters: 3 },
  '1:1': { main: 2, partners: 2, supporters: 0 },
  '1100:800': { main: 2, partners: 2, supporters: 0 },
};

/** The number of distinct 'Sponsor' slots a template draws (an element per slot counts once). */
export function templateSponsorSlots(template: SvgConfig): number {
  return usedSponsorFields(template).length;
}

export function sponsorRoom(
  design: SponsorDesign,
  format: Format,
  kind: SponsorPostKind,
): SponsorRoom {
  if ('template' in design) {
    const slots = templateSponsorSlots(design.template);
    return { main: slots, partners: slots, supporters: 0, slots };
  }
  const room = lookRoom[format];
  const list = kind === 'weekend' || kind === 'standings';
  return { main: room.main, partners: room.partners, supporters: list ? room.supporters : 0 };
}
