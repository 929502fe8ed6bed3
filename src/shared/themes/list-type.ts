import type { FontChoice, ShippedFamily } from '#shared/typography/font-map.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * The type of each theme's list posts (the standings and the game-day overview): one for both,
 * so a club's posts read as one series. The font is the template's choice, the family the
 * shipped font it is drawn and measured with.
 */
export interface ListType {
  titleFont: FontChoice;
  titleFamily: ShippedFamily;
  titleWeight: number;
  nameFont: FontChoice;
  nameFamily: ShippedFamily;
  nameWeight: number;
}

const bebas: ListType = {
  titleFont: 'Bebas Neue',
  titleFamily: 'Bebas Neue',
  titleWeight: 400,
  nameFont: 'Bebas Neue',
  nameFamily: 'Bebas Neue',
  nameWeight: 400,
};

export const listTypes: Record<ThemeId, ListType> = {
  default: bebas,
  light: {
    titleFont: 'Georgia',
    titleFamily: 'Gelasio',
    titleWeight: 700,
    nameFont: 'Arial',
    nameFamily: 'Arimo',
    nameWeight: 700,
  },
  dark: bebas,
  club: {
    titleFont: 'Impact',
    titleFamily: 'Anton',
    titleWeight: 400,
    nameFont: 'Impact',
    nameFamily: 'Anton',
    nameWeight: 400,
  },
};

/** The smallest type on a list post (docs/post-design.md, "Density"). */
export const smallestType = 18;

/**
 * How each theme speaks on its list posts: its type, whether it centres the header, and whether
 * it sets the title in capitals (the overview its team names as well).
 */
export interface ListLook extends ListType {
  centred: boolean;
  upper: boolean;
}

export const listLooks: Record<ThemeId, ListLook> = {
  default: { ...listTypes.default, upper: true, centred: false },
  light: { ...listTypes.light, upper: false, centred: false },
  dark: { ...listTypes.dark, upper: true, centred: true },
  club: { ...listTypes.club, upper: true, centred: false },
};
