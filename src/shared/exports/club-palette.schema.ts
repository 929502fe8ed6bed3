import { z } from 'zod';
import type { ClubPalette } from '#shared/themes/club-palette.ts';

/** GET /api/exports/palette: the colours the server reads from a club's logo. */
export const clubPaletteSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
}) satisfies z.ZodType<ClubPalette>;
