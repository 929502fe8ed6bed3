import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { clubColorRole, type ClubColorRole } from '#shared/templates/club-colors.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';
import { clubColorValues } from '#shared/themes/theme-colors.ts';

/**
 * The colours of the club a template is drawn for in the editor (the user's first saved team's
 * club; Swiss red and navy without one): the canvas, the 'start from a look' dialog, the colour
 * fields and the layer list show a template's club colours (`club:primary`, ...) in them.
 */
export interface ClubColors {
  /** The club's palette; null when no team's club is known. */
  palette: ClubPalette | null;
  values: Record<ClubColorRole, string>;
  /** The colour a template's colour value shows: a club colour resolved, any other as it is. */
  resolve(value: string): string;
}

function clubColorsOf(palette: ClubPalette | null): ClubColors {
  const values = clubColorValues(palette ?? fallbackPalette);
  return {
    palette,
    values,
    resolve: (value) => {
      const role = clubColorRole(value);
      return role ? values[role] : value;
    },
  };
}

const ClubColorsContext = createContext<ClubColors>(clubColorsOf(null));

export function ClubColorsProvider({
  palette,
  children,
}: {
  palette: ClubPalette | null;
  children: ReactNode;
}) {
  const colors = useMemo(() => clubColorsOf(palette), [palette]);
  return <ClubColorsContext.Provider value={colors}>{children}</ClubColorsContext.Provider>;
}

export function useClubColors(): ClubColors {
  return useContext(ClubColorsContext);
}
