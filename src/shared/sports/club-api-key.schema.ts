import { z } from 'zod';
import { sports } from '#shared/sports/sports.ts';

/** PUT /api/club-api-keys/:sport/:clubId: the stored key, shown only by its last four characters. */
export const clubApiKeySavedSchema = z.object({
  sport: z.enum(sports),
  clubId: z.string(),
  lastFour: z.string(),
});
export type ClubApiKeySaved = z.infer<typeof clubApiKeySavedSchema>;
