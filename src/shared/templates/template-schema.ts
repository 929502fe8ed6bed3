import { z } from 'zod';
import { fontChoices } from '#shared/typography/font-map.ts';
import { isColor } from '#shared/templates/colors.ts';
import { isClubColor } from '#shared/templates/club-colors.ts';
import { fieldFormats } from '#shared/templates/field-formats.ts';
import { defaultFormat, formats } from '#shared/templates/formats.ts';
import { imageFieldNames, textFieldNames } from '#shared/templates/game-fields.ts';
import { templateModes } from '#shared/templates/post-kinds.ts';

/**
 * The `svg_config` of a template (docs/product.md section 3): what the editor saves, the studio and the
 * export render. Every number is bounded, colours are checked, image references are limited to
 * what the server may resolve, and unknown element types or properties are refused.
 *
 * Beyond the specification's properties, text may carry `maxWidth` and `maxLines` (the box the
 * renderer fits it into), elements an `opacity` and a layer `name` (the editor's only), ellipses
 * and lines (the editor's shape tools), and rects a linear `gradient`; the built-in
 * themes use them and the editor may offer them. `maxWidth` is the text's box width in the
 * editor: text that would overflow it wraps (up to `maxLines`) or shrinks, down to a minimum size
 * (text-fit.ts); text without it keeps to the canvas on its side of the anchor, as before; text
 * that keeps its size (`keepSize`) wraps at its size first. A data field's text may name a
 * `format` and a `suffix` (field-formats.ts). A colour may name a colour of the club the post is
 * for (`club:primary`, club-colors.ts), resolved from the club's palette when the post is drawn; a
 * data image may draw the team's monogram where the team has no logo.
 */
export const maxElements = 200;
export const maxDataUrlLength = 2_000_000;

const coordinate = z.number().finite().min(-4000).max(8000);
const length = z.number().finite().min(0).max(8000);
const opacity = z.number().min(0).max(1);

/** A colour as CSS writes it, or a colour of the club the post is for (`club:primary`). */
export const colorSchema = z
  .string()
  .max(64)
  .refine((value) => isColor(value) || isClubColor(value), {
    message:
      'expected a colour such as #1a1a1a or rgba(0,0,0,0.5), or a club colour (club:primary)',
  });

const dataUrl = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
const storagePath = /^\/api\/files\/[A-Za-z0-9._\-/]+(\?[A-Za-z0-9._\-=&%]*)?$/;
const crestPath = /^\/api\/crests\/[a-z]+\/[A-Za-z0-9._-]+\.svg$/;

/** Where an image may come from: inline data, the app's own storage or crests, or http(s) (fetched safely). */
export function isAllowedImageHref(href: string): boolean {
  if (href.startsWith('data:')) return href.length <= maxDataUrlLength && dataUrl.test(href);
  if (href.length > 2048) return false;
  if (href.startsWith('/'))
    return (storagePath.test(href) && !href.includes('..')) || crestPath.test(href);
  try {
    const url = new URL(href);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export const imageHrefSchema = z.string().max(maxDataUrlLength).refine(isAllowedImageHref, {
  message: 'expected a data:image URL, /api/files/..., /api/crests/... or an http(s) URL',
});

const fontWeight = z.union([
  z.number().int().min(100).max(900).multipleOf(100),
  z.enum(['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900']),
]);

/**
 * How an element comes in when the post is a video (ADR 063): not at all (there from the first
 * frame), fading, fading and sliding up, or counting up its numbers (a score). Without one the
 * video's default: fading and sliding, a result's score counting.
 */
export const elementEntrances = ['none', 'fade', 'slide', 'count'] as const;
export type ElementEntrance = (typeof elementEntrances)[number];

const base = {
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  x: coordinate,
  y: coordinate,
  zIndex: z.number().int().min(0).max(10_000).default(0),
  opacity: opacity.optional(),
  /** The layer's name in the editor, when the user gave it one; never drawn. */
  name: z.string().trim().min(1).max(100).optional(),
  /** 'Einblenden': how the element comes in when the post is a video. */
  entrance: z.enum(elementEntrances).optional(),
};

const textStyle = {
  fontSize: z.number().finite().min(1).max(1000),
  fontFamily: z.enum(fontChoices).default('Bebas Neue'),
  fill: colorSchema.default('#ffffff'),
  fontWeight: fontWeight.default(400),
  fontStyle: z.enum(['normal', 'italic']).default('normal'),
  letterSpacing: z.number().finite().min(-100).max(500).default(0),
  textAnchor: z.enum(['start', 'middle', 'end']).default('middle'),
  /** The box width: overflowing text wraps or shrinks into it. */
  maxWidth: z.number().finite().min(1).max(8000).optional(),
  maxLines: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /**
   * The text wraps onto its lines at its own size before it shrinks, and shrinks to no less than
   * 70% of it (then its last line is cut): the team names of a look keep one steady size.
   */
  keepSize: z.boolean().optional(),
  /**
   * Texts with the same group are set at one size: the largest at which every one of them fits
   * (the team names of a post, whatever their length).
   */
  fitGroup: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .optional(),
};

export const textElementSchema = z
  .object({
    ...base,
    type: z.literal('text'),
    content: z.string().max(500),
    ...textStyle,
  })
  .strict();

export const apiTextElementSchema = z
  .object({
    ...base,
    type: z.literal('api-text'),
    apiField: z.enum(textFieldNames as [string, ...string[]]),
    /** What the editor shows before data is bound; never rendered with data. */
    content: z.string().max(500).optional(),
    /** How the value is written (German date, one side of a score, ...); as it comes by default. */
    format: z.enum(fieldFormats).optional(),
    /** Text after the value, shown only with a value (' UHR' after a time). */
    suffix: z.string().max(40).optional(),
    ...textStyle,
  })
  .strict();

const box = {
  width: length.refine((v) => v > 0, { message: 'expected a width above 0' }),
  height: length.refine((v) => v > 0, { message: 'expected a height above 0' }),
};

export const imageElementSchema = z
  .object({ ...base, type: z.literal('image'), ...box, href: imageHrefSchema })
  .strict();

export const apiImageElementSchema = z
  .object({
    ...base,
    type: z.literal('api-image'),
    ...box,
    apiField: z.enum(imageFieldNames as [string, ...string[]]),
    /** The editor's placeholder; never rendered with data. */
    href: imageHrefSchema.optional(),
    /**
     * Where the team has no logo: its initials on a disc centred on the box, `size` across (the
     * box's smaller side without it: a crest's plate is larger than its logo), in `fill` (a club
     * colour on the club's own side) or in a strong colour picked from the team's name.
     */
    monogram: z
      .object({ fill: colorSchema.optional(), size: length.max(4000).optional() })
      .strict()
      .optional(),
  })
  .strict();

export const gradientSchema = z
  .object({
    /** Direction from (x1, y1) to (x2, y2), as fractions of the rect. */
    x1: z.number().min(0).max(1),
    y1: z.number().min(0).max(1),
    x2: z.number().min(0).max(1),
    y2: z.number().min(0).max(1),
    stops: z
      .array(
        z
          .object({
            offset: z.number().min(0).max(1),
            color: colorSchema,
            opacity: opacity.optional(),
          })
          .strict(),
      )
      .min(2)
      .max(8),
  })
  .strict();

/** A shape's fill (white unless set) and its optional outline. */
const outlined = {
  fill: colorSchema.default('#ffffff'),
  stroke: colorSchema.optional(),
  strokeWidth: z.number().finite().min(0).max(200).optional(),
};

export const rectElementSchema = z
  .object({
    ...base,
    type: z.literal('rect'),
    ...box,
    ...outlined,
    rx: length.max(4000).optional(),
    ry: length.max(4000).optional(),
    gradient: gradientSchema.optional(),
  })
  .strict();

/** Path data: commands and numbers only (no url(), no script), as SVG's d attribute takes them. */
const pathData = z
  .string()
  .min(1)
  .max(50_000)
  .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/, { message: 'expected SVG path data' });

export const pathElementSchema = z
  .object({
    ...base,
    type: z.literal('path'),
    pathData,
    ...outlined,
  })
  .strict();

/** An ellipse filling its box (x, y is the box's top left corner). */
export const ellipseElementSchema = z
  .object({
    ...base,
    type: z.literal('ellipse'),
    ...box,
    ...outlined,
  })
  .strict();

/** A straight line from (x, y) to (x + dx, y + dy). */
export const lineElementSchema = z
  .object({
    ...base,
    type: z.literal('line'),
    dx: z.number().finite().min(-8000).max(8000),
    dy: z.number().finite().min(-8000).max(8000),
    stroke: colorSchema.default('#ffffff'),
    strokeWidth: z.number().finite().min(1).max(200).default(8),
  })
  .strict();

export const templateElementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  apiTextElementSchema,
  imageElementSchema,
  apiImageElementSchema,
  rectElementSchema,
  pathElementSchema,
  ellipseElementSchema,
  lineElementSchema,
]);

export const svgConfigSchema = z
  .object({
    elements: z.array(templateElementSchema).max(maxElements),
    backgroundColor: colorSchema.default('#1a1a1a'),
    backgroundImageUrl: imageHrefSchema.nullable().optional(),
    useBackgroundPlaceholder: z.boolean().default(false),
    format: z.enum(formats).default(defaultFormat),
    /** How much a background photo is darkened for legibility: 0 keeps it, 0.9 nearly black. */
    backgroundDim: z.number().min(0).max(0.9).optional(),
    /**
     * The studio tabs the template serves ('preview', 'result'; ADR 021). Configs saved before
     * templates declared it have none: template-modes.ts reads what they were made for.
     */
    postModes: z
      .array(z.enum(templateModes))
      .min(1)
      .max(templateModes.length)
      .refine((modes) => new Set(modes).size === modes.length, { message: 'duplicate post mode' })
      .optional(),
  })
  .strict()
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.elements.forEach((element, index) => {
      if (seen.has(element.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['elements', index, 'id'],
          message: 'duplicate element id',
        });
      }
      seen.add(element.id);
    });
  });

export type SvgConfig = z.infer<typeof svgConfigSchema>;
/** A template as written, before defaults are applied (themes and the editor build these). */
export type SvgConfigInput = z.input<typeof svgConfigSchema>;
/** One element as written before the schema's defaults (themes build them, the editor adds them). */
export type ElementInput = z.input<typeof templateElementSchema>;
export type TemplateElement = z.infer<typeof templateElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ApiTextElement = z.infer<typeof apiTextElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type ApiImageElement = z.infer<typeof apiImageElementSchema>;
export type RectElement = z.infer<typeof rectElementSchema>;
export type PathElement = z.infer<typeof pathElementSchema>;
export type EllipseElement = z.infer<typeof ellipseElementSchema>;
export type LineElement = z.infer<typeof lineElementSchema>;
export type Gradient = z.infer<typeof gradientSchema>;
