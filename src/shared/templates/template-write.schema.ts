import { z } from 'zod';
import { maxElements, svgConfigSchema } from '#shared/templates/template-schema.ts';
import { TEMPLATE_NAME_MAX } from '#shared/templates/template-list.schema.ts';

/**
 * The template editor's save (docs/product.md section 5, "Template save"):
 * - `GET /api/templates/:id` answers a `Template`;
 * - `POST /api/templates` with a `TemplateWrite` answers 201 and the new `Template`;
 * - `PUT /api/templates/:id` with a `TemplateWrite` answers the saved `Template`.
 *
 * Another user's id answers 404 NOT_FOUND like a missing one. Refusals, each a stable code:
 * - 400 with one of the field codes below (TEMPLATE_NAME_REQUIRED, TEMPLATE_NAME_TOO_LONG,
 *   TEMPLATE_GAMES_TOO_FEW, TEMPLATE_GAMES_LIMIT, TEMPLATE_CONFIG_INVALID, TEMPLATE_TOO_LARGE,
 *   TEMPLATE_IMAGE_FORBIDDEN, TEMPLATE_TOO_COSTLY, TEMPLATE_ELEMENT_OUT_OF_BOUNDS) as `error.code`,
 *   the first field's; `error.details.fields` lists
 *   every field's refusal (`TemplateFieldError`) so the screen shows each under its field;
 * - 403 CUSTOM_TEMPLATES_NOT_ALLOWED (plan without custom templates), TEMPLATE_LIMIT (create at
 *   the plan's limit), TEMPLATE_LOCKED (update of a template beyond the plan's limit, ADR 014);
 * - 413 TEMPLATE_TOO_LARGE for a body over `templateBodyMaxBytes`.
 *
 * Images a saved template may show (`image.href`, `api-image.href`, `backgroundImageUrl`):
 * - the workspace's own stored files as `/api/files/logos/<workspaceId>/<file>` or
 *   `/api/files/backgrounds/<workspaceId>/<file>`, without a query: the stable form. A signed URL of
 *   the user's own file (`...?expires=...&signature=...`, as the logo and background lists answer
 *   them) is accepted and stored in that form; anyone else's file is refused;
 * - `data:image/(png|jpeg|gif|webp);base64,...` up to `templateDataImageMaxLength` characters;
 * - the app's own crests (`/api/crests/...`), which placeholders of data fields use.
 * Anything else (http(s), SVG data URLs, other paths) is refused with TEMPLATE_IMAGE_FORBIDDEN.
 */
export const templateWriteSchema = z.object({
  name: z
    .string({ error: 'TEMPLATE_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'TEMPLATE_NAME_REQUIRED' })
    .max(TEMPLATE_NAME_MAX, { error: 'TEMPLATE_NAME_TOO_LONG' }),
  /** 1 up to the plan's `maxGamesPerTemplate` (checked by the server with the plan). */
  supportedGames: z
    .number({ error: 'TEMPLATE_GAMES_TOO_FEW' })
    .int({ error: 'TEMPLATE_GAMES_TOO_FEW' })
    .min(1, { error: 'TEMPLATE_GAMES_TOO_FEW' }),
  svgConfig: svgConfigSchema,
});
export type TemplateWrite = z.infer<typeof templateWriteSchema>;
export type TemplateWriteInput = z.input<typeof templateWriteSchema>;

/** A saved template, as GET, POST and PUT answer it. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  supportedGames: z.number().int(),
  svgConfig: svgConfigSchema,
  /** The config's format, kept in its own column for lists. */
  format: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** Beyond the plan's limit (ADR 014): shown, not saved again until an upgrade. */
  locked: z.boolean(),
  /**
   * Signed addresses (1 hour) to show the user's own images: each `/api/files/<key>` reference
   * of the config maps to one. Save the config with the references, not these.
   */
  imageUrls: z.record(z.string(), z.string()),
});
export type Template = z.infer<typeof templateSchema>;

/** The codes a refused field may carry (texts in src/shared/errors/error-codes.ts). */
export const templateFieldCodes = [
  'TEMPLATE_NAME_REQUIRED',
  'TEMPLATE_NAME_TOO_LONG',
  'TEMPLATE_GAMES_TOO_FEW',
  'TEMPLATE_GAMES_LIMIT',
  'TEMPLATE_CONFIG_INVALID',
  'TEMPLATE_TOO_LARGE',
  'TEMPLATE_IMAGE_FORBIDDEN',
  'TEMPLATE_TOO_COSTLY',
  'TEMPLATE_ELEMENT_OUT_OF_BOUNDS',
] as const;
export type TemplateFieldCode = (typeof templateFieldCodes)[number];

/**
 * One refused field in `error.details.fields`: `field` is 'name', 'supportedGames' or
 * 'svgConfig'; `path` the place inside it ('elements.3.href'); `message` the text in the
 * caller's language.
 */
export const templateFieldErrorSchema = z.object({
  field: z.enum(['name', 'supportedGames', 'svgConfig']),
  path: z.string(),
  code: z.enum(templateFieldCodes),
  message: z.string(),
});
export type TemplateFieldError = z.infer<typeof templateFieldErrorSchema>;

export const templateErrorDetailsSchema = z.object({
  fields: z.array(templateFieldErrorSchema),
});
export type TemplateErrorDetails = z.infer<typeof templateErrorDetailsSchema>;

/** Caps on what one template may hold, beyond the schema's own bounds. */
export const templateMaxElements = maxElements;
/** The whole request body. */
export const templateBodyMaxBytes = 1_000_000;
/** One inline image, as characters of its data URL (about 600 KB of image). */
export const templateDataImageMaxLength = 800_000;
/** All path data of one template together. */
export const templatePathDataMaxLength = 400_000;
