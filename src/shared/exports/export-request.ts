import { z } from 'zod';
import { errorMessages } from '#shared/errors/error-codes.ts';
import { formats } from '#shared/templates/formats.ts';
import { sports } from '#shared/sports/sports.ts';
import { themeIds } from '#shared/themes/theme-colors.ts';

/**
 * The body of POST /api/exports, shared by the studio (which sends it) and the server (which
 * checks it). A post uses a built-in theme or one of the user's templates, not both; with
 * neither it uses the default theme. The team and club say which team slot the post counts on.
 */
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'expected an id' });

export const exportRequestSchema = z
  .object({
    sport: z.enum(sports),
    clubId: id,
    teamId: id,
    gameIds: z
      .array(id)
      .min(1, { message: errorMessages.NO_GAME_SELECTED.de })
      .max(3)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate game id' }),
    theme: z.enum(themeIds).optional(),
    templateId: z.uuid().optional(),
    mode: z.enum(['preview', 'result']).default('preview'),
    isHomeGame: z.boolean().default(false),
    showResultDetail: z.boolean().default(false),
    backgroundId: z.uuid().nullable().optional(),
    format: z.enum(formats).optional(),
  })
  .strict()
  .refine((body) => !(body.theme && body.templateId), {
    message: 'a post uses either a theme or a template',
    path: ['templateId'],
  });

export type ExportRequest = z.infer<typeof exportRequestSchema>;
export type ExportRequestInput = z.input<typeof exportRequestSchema>;

/** matchpost_{tab}_{firstGameId}_{timestamp}.png */
export function exportFileName(
  mode: ExportRequest['mode'],
  firstGameId: string,
  now: Date,
): string {
  return `matchpost_${mode}_${firstGameId}_${now.getTime()}.png`;
}
