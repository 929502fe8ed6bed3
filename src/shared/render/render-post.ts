import { editorLayer, type EditorRenderOptions } from '#shared/render/editor-canvas.ts';
import { Builder } from '#shared/render/element-builder.ts';
import { el, type SvgNode } from '#shared/render/svg-tree.ts';
import type { Bounds } from '#shared/geometry/path-data.ts';
import { parseColor, toHex } from '#shared/templates/colors.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { canvasSize } from '#shared/templates/formats.ts';
import { headlineWord, type PostKind } from '#shared/templates/post-kinds.ts';
import {
  gameFieldValues,
  sponsorFieldNames,
  usedSponsorFields,
} from '#shared/templates/game-fields.ts';
import { sponsorsInSlotOrder, type PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import {
  isAllowedImageHref,
  type SvgConfig,
  type TemplateElement,
} from '#shared/templates/template-schema.ts';
import type { Game } from '#shared/sports/sports.ts';
import { clubColorRole } from '#shared/templates/club-colors.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';
import { clubColorValues } from '#shared/themes/theme-colors.ts';

/**
 * THE renderer: a template laid out with game data, as an SVG tree. Pure and deterministic, so the
 * studio preview in the browser and the exported PNG come from the same layout.
 *
 * The result is split in layers the server can cache: the background (colour and photo), the
 * backdrop (the static shapes and images below the first element that depends on data) and the
 * overlay (the rest). Stacked in that order they are the post.
 *
 * In editor mode (`options.editor`) the same elements are drawn the same way, but each inside a
 * `<g data-element-id>` in the overlay (no backdrop, no shades), data fields and missing images
 * show placeholders, and `boxes` holds every element's measured box for selection and snapping.
 */
export interface RenderOptions {
  /** The user's background photo: it takes the place of the template's own image. */
  backgroundHref?: string | null;
  /** Prefix for ids in the tree (gradients), so several posts can share one page. */
  idPrefix?: string;
  /** Draw for the template editor instead of for export. */
  editor?: EditorRenderOptions;
  /** The language of dates and times written by data fields; German unless given. */
  language?: PostLanguage;
  /** What the post is, for its headline field ('Spielvorschau', 'Resultat', 'Tabelle'); a preview unless given. */
  kind?: PostKind;
  /** A preview of a home game: its headline says 'Heimspiel'. */
  isHomeGame?: boolean;
  /**
   * The colours of the club the post is for: its club colours (`club:primary`, ...) take them;
   * Swiss red and navy without one (`fallbackPalette`).
   */
  palette?: ClubPalette | null;
  /** The sponsors chosen for the post: a template's 'Sponsor' slots show them in slot order. */
  sponsors?: PostSponsors | null;
  /** A look's cues by element id, written on the nodes as `data-cue` (a moving post, ADR 066). */
  cues?: Readonly<Record<string, string>>;
}

export type { Bounds } from '#shared/geometry/path-data.ts';
export type { EditorRenderOptions } from '#shared/render/editor-canvas.ts';

export interface RenderedPost {
  width: number;
  height: number;
  background: {
    color: string;
    image: { href: string; dim: number } | null;
    /** Black overlays spanning the canvas width at the bottom of the template: part of the background. */
    shades: Shade[];
  };
  defs: SvgNode[];
  backdrop: SvgNode[];
  overlay: SvgNode[];
  /** Font files the text uses (see font-map.ts); the server loads only these. */
  fontFiles: string[];
  /** Every image href in backdrop and overlay (the background photo not included). */
  imageHrefs: string[];
  /** Editor mode only: element id -> its measured box in canvas pixels (text included). */
  boxes?: Record<string, Bounds>;
  /** Editor mode only: element id -> the box a text with a box width (`maxWidth`) fits into. */
  textFrames?: Record<string, Bounds>;
}

/**
 * A full-width black rect (plain or with a vertical two-stop gradient) that lies directly on the
 * background: it only darkens rows, which the server does with a multiply per row instead of
 * letting resvg fill a gradient over the whole canvas for every new photo.
 */
export interface Shade {
  y: number;
  height: number;
  /** Opacity of the black at the top and at the bottom edge. */
  top: number;
  bottom: number;
  node: SvgNode;
}

/** Default darkening of a user's photo behind a template that does not say. */
export const defaultBackgroundDim = 0.45;

function isStatic(element: TemplateElement): boolean {
  return (
    element.type === 'rect' ||
    element.type === 'path' ||
    element.type === 'image' ||
    element.type === 'ellipse' ||
    element.type === 'line'
  );
}

function blackAlpha(color: string, opacity = 1): number | null {
  const rgba = parseColor(color);
  return rgba && rgba.r === 0 && rgba.g === 0 && rgba.b === 0 ? rgba.a * opacity : null;
}

function shadeOf(
  element: TemplateElement,
  width: number,
  color: (value: string) => string,
): Omit<Shade, 'node'> | null {
  if (
    element.type !== 'rect' ||
    element.rx ||
    element.ry ||
    (element.stroke && element.strokeWidth)
  ) {
    return null;
  }
  if (element.x > 0 || element.x + element.width < width) return null;
  const opacity = element.opacity ?? 1;
  const place = { y: element.y, height: element.height };
  if (!element.gradient) {
    const alpha = blackAlpha(color(element.fill), opacity);
    return alpha === null ? null : { ...place, top: alpha, bottom: alpha };
  }
  const { x1, x2, y1, y2, stops } = element.gradient;
  const [first, last] = stops;
  if (
    stops.length !== 2 ||
    !first ||
    !last ||
    first.offset !== 0 ||
    last.offset !== 1 ||
    x1 !== x2
  ) {
    return null;
  }
  const a0 = blackAlpha(color(first.color), (first.opacity ?? 1) * opacity);
  const a1 = blackAlpha(color(last.color), (last.opacity ?? 1) * opacity);
  if (a0 === null || a1 === null) return null;
  if (y1 === 0 && y2 === 1) return { ...place, top: a0, bottom: a1 };
  if (y1 === 1 && y2 === 0) return { ...place, top: a1, bottom: a0 };
  return null;
}

export function renderPost(
  config: SvgConfig,
  games: readonly Game[],
  options: RenderOptions = {},
): RenderedPost {
  const { width, height } = canvasSize(config.format);
  const values = gameFieldValues(games);
  values.headline = headlineWord({
    kind: options.kind ?? 'preview',
    games: Math.max(1, games.length),
    isHomeGame: options.isHomeGame,
    language: options.language,
  });
  // The chosen sponsors fill the slots the template has, in their numbers' order (as many as
  // sponsorRoom asked the rotation for), so a template of slots 1 and 3 shows two sponsors.
  const slotted = options.sponsors ? sponsorsInSlotOrder(options.sponsors) : [];
  const used = usedSponsorFields(config);
  for (const name of sponsorFieldNames) values[name] = null;
  used.forEach((name, i) => {
    const href = slotted[i]?.logoHref;
    values[name] = href && isAllowedImageHref(href) ? href : null;
  });
  const clubColors = clubColorValues(options.palette ?? fallbackPalette);
  const color = (value: string) => {
    const role = clubColorRole(value);
    return role ? clubColors[role] : value;
  };
  const builder = new Builder(
    width,
    height,
    values,
    options.idPrefix ?? 'mp-',
    options.language,
    clubColors,
  );
  const ordered = config.elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.zIndex - b.element.zIndex || a.index - b.index)
    .map(({ element }) => element);
  builder.measureGroups(ordered);

  const shades: Shade[] = [];
  const backdrop: SvgNode[] = [];
  const overlay: SvgNode[] = [];
  let editor: ReturnType<typeof editorLayer> | null = null;
  if (options.editor) {
    editor = editorLayer(builder, ordered, options.editor);
    overlay.push(...editor.nodes);
  }
  let inBackdrop = true;
  for (const element of editor ? [] : ordered) {
    if (inBackdrop && !isStatic(element)) inBackdrop = false;
    const built = builder.element(element);
    if (!built) continue;
    // A video reads how the element comes in from its node (server/render/post-video.ts).
    const cue = options.cues?.[element.id];
    const node =
      element.entrance || cue
        ? {
            ...built,
            attrs: {
              ...built.attrs,
              ...(element.entrance ? { 'data-entrance': element.entrance } : {}),
              ...(cue ? { 'data-cue': cue } : {}),
            },
          }
        : built;
    const shade = backdrop.length === 0 && inBackdrop ? shadeOf(element, width, color) : null;
    if (shade) shades.push({ ...shade, node });
    else (inBackdrop ? backdrop : overlay).push(node);
  }

  const userPhoto = options.backgroundHref ?? null;
  const photo = userPhoto ?? config.backgroundImageUrl ?? null;
  const dim = config.backgroundDim ?? (userPhoto ? defaultBackgroundDim : 0);
  const ground = parseColor(color(config.backgroundColor)) ?? { r: 26, g: 26, b: 26, a: 1 };
  return {
    width,
    height,
    background: { color: toHex(ground), image: photo ? { href: photo, dim } : null, shades },
    defs: builder.defs,
    backdrop,
    overlay,
    fontFiles: [...builder.fontFiles].sort(),
    imageHrefs: [...builder.imageHrefs],
    ...(editor ? { boxes: editor.boxes, textFrames: editor.textFrames } : {}),
  };
}

export type PostLayers = 'all' | 'backdrop' | 'overlay';

/** The background as SVG: colour, photo filling the canvas (cover), darkening, shades. */
export function backgroundNodes(post: RenderedPost): SvgNode[] {
  const nodes = [
    el('rect', { width: post.width, height: post.height, fill: post.background.color }),
  ];
  const image = post.background.image;
  if (image) {
    nodes.push(
      el('image', {
        width: post.width,
        height: post.height,
        href: image.href,
        preserveAspectRatio: 'xMidYMid slice',
      }),
    );
    if (image.dim > 0) {
      nodes.push(
        el('rect', {
          width: post.width,
          height: post.height,
          fill: '#000000',
          'fill-opacity': image.dim,
        }),
      );
    }
  }
  nodes.push(...post.background.shades.map((shade) => shade.node));
  return nodes;
}

/**
 * The post (or some of its layers) as one <svg> tree. 'all' is what the browser shows;
 * the server rasterises 'backdrop' once per background and 'overlay' per export.
 */
export function postSvg(post: RenderedPost, layers: PostLayers = 'all'): SvgNode {
  const children: SvgNode[] = [];
  if (post.defs.length > 0) children.push(el('defs', {}, post.defs));
  if (layers === 'all') children.push(...backgroundNodes(post));
  if (layers !== 'overlay') children.push(...post.backdrop);
  if (layers !== 'backdrop') children.push(...post.overlay);
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: post.width,
      height: post.height,
      viewBox: `0 0 ${post.width} ${post.height}`,
    },
    children,
  );
}
