import {
  cssFallback,
  fontFaceFor,
  lineHeightFactor,
  numericWeight,
  shippedFamily,
} from '#shared/typography/font-map.ts';
import { el, type SvgNode } from '#shared/render/svg-tree.ts';
import { baselines, fitText, type FittedText } from '#shared/typography/text-fit.ts';
import { measureText, type TextStyle } from '#shared/typography/text-measure.ts';
import { parseColor, toHex } from '#shared/templates/colors.ts';
import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { formatFieldText } from '#shared/templates/field-formats.ts';
import { clubColorRole, type ClubColorRole } from '#shared/templates/club-colors.ts';
import { fallbackPalette } from '#shared/themes/club-palette.ts';
import { clubColorValues } from '#shared/themes/theme-colors.ts';
import { logoTeamField, monogramElements } from '#shared/render/monogram.ts';
import type {
  ApiImageElement,
  ApiTextElement,
  EllipseElement,
  LineElement,
  Gradient,
  PathElement,
  RectElement,
  TemplateElement,
} from '#shared/templates/template-schema.ts';

interface Paint {
  attrs: Record<string, string | number>;
}

function paint(color: string | undefined, kind: 'fill' | 'stroke'): Paint | null {
  if (color === undefined) return null;
  const rgba = parseColor(color);
  if (!rgba || rgba.a === 0) return { attrs: { [kind]: 'none' } };
  const attrs: Record<string, string | number> = { [kind]: toHex(rgba) };
  if (rgba.a < 1) attrs[`${kind}-opacity`] = Math.round(rgba.a * 1000) / 1000;
  return { attrs };
}

function opacityAttr(value: number | undefined): Record<string, number> {
  return value !== undefined && value < 1 ? { opacity: value } : {};
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A shape's paint with its element's opacity. Painted once (a fill or a stroke, not both), the
 * opacity is the paint's own (`fill-opacity`, `stroke-opacity`, a gradient's stops): the same
 * pixels, while `opacity` makes resvg draw the shape into a layer of its own and blend it, about
 * 50 ms for a stripe over half of a post at 2x. Painted twice, the fill and the stroke must fade
 * as one, so `opacity` stays.
 */
function withOpacity(
  attrs: Record<string, string | number>,
  opacity: number | undefined,
): Record<string, string | number> {
  if (opacity === undefined || opacity >= 1) return attrs;
  const painted = (['fill', 'stroke'] as const).filter(
    (kind) => attrs[kind] !== undefined && attrs[kind] !== 'none',
  );
  const [kind] = painted;
  if (painted.length !== 1 || !kind || String(attrs[kind]).startsWith('url(')) {
    return { ...attrs, opacity };
  }
  const own = Number(attrs[`${kind}-opacity`] ?? 1);
  return { ...attrs, [`${kind}-opacity`]: round3(own * opacity) };
}

/** Lays out single elements; editor-canvas.ts draws the editor's groups with it. */
export class Builder {
  /** The colour a template's colour value stands for: a club colour resolved from the palette. */
  private readonly color: (value: string) => string;
  readonly defs: SvgNode[] = [];
  readonly fontFiles = new Set<string>();
  readonly imageHrefs = new Set<string>();
  private gradients = 0;
  /** The size of each fit group (see textStyle.fitGroup), once measured. */
  private readonly groupSizes = new Map<string, number>();

  constructor(
    readonly width: number,
    readonly height: number,
    readonly values: Record<string, string | null>,
    readonly idPrefix: string,
    readonly language: PostLanguage = 'de',
    clubColors: Record<ClubColorRole, string> = clubColorValues(fallbackPalette),
  ) {
    this.color = (value) => {
      const role = clubColorRole(value);
      return role ? clubColors[role] : value;
    };
  }

  /** A colour value (a club colour resolved) as the drawing writes it. */
  private paint(color: string | undefined, kind: 'fill' | 'stroke'): Paint | null {
    return paint(color === undefined ? undefined : this.color(color), kind);
  }

  element(element: TemplateElement): SvgNode | null {
    switch (element.type) {
      case 'text':
        return this.text(element, element.content);
      case 'api-text':
        return this.text(element, this.fieldText(element));
      case 'image':
        return this.image(element, element.href);
      case 'api-image':
        return this.image(element, this.values[element.apiField] ?? null);
      case 'rect':
        return this.rect(element);
      case 'path':
        return this.path(element);
      case 'ellipse':
        return this.ellipse(element);
      case 'line':
        return this.line(element);
    }
  }

  /** A data field's text as the post writes it; null without a value. */
  fieldText(element: ApiTextElement): string | null {
    return formatFieldText(
      element.apiField,
      this.values,
      element.format,
      element.suffix,
      this.language,
    );
  }

  private text(
    element: Extract<TemplateElement, { type: 'text' | 'api-text' }>,
    content: string | null,
  ): SvgNode | null {
    return this.textLayout(element, content)?.node ?? null;
  }

  /**
   * Measures every fit group of these elements: each member fitted alone, the group takes the
   * smallest size, so a short name is not set larger than a long one beside it.
   */
  measureGroups(elements: readonly TemplateElement[]): void {
    for (const element of elements) {
      if ((element.type !== 'text' && element.type !== 'api-text') || !element.fitGroup) continue;
      const content = element.type === 'text' ? element.content : this.fieldText(element);
      const own = this.fit(element, content);
      if (!own) continue;
      const size = this.groupSizes.get(element.fitGroup);
      this.groupSizes.set(element.fitGroup, Math.min(size ?? Infinity, own.fitted.fontSize));
    }
  }

  private fit(
    element: Extract<TemplateElement, { type: 'text' | 'api-text' }>,
    content: string | null,
  ): { text: string; fitted: FittedText; style: TextStyle; maxWidth: number } | null {
    const text = content?.replace(/\s+/g, ' ').trim() ?? '';
    if (text === '') return null;
    const style: TextStyle = {
      family: shippedFamily(element.fontFamily),
      weight: numericWeight(element.fontWeight),
      style: element.fontStyle,
      fontSize: element.fontSize,
      letterSpacing: element.letterSpacing,
    };
    // Without a box, text may use the canvas width on its side of the anchor: it never leaves the canvas.
    const room =
      element.textAnchor === 'start'
        ? this.width - element.x
        : element.textAnchor === 'end'
          ? element.x
          : 2 * Math.min(element.x, this.width - element.x);
    const maxWidth = Math.min(element.maxWidth ?? room, room);
    if (maxWidth < 1 || element.y < 0 || element.y - element.fontSize > this.height) return null;
    const maxLines = element.maxLines ?? 1;
    const fitted = fitText(text, style, maxWidth, maxLines, element.keepSize);
    const group = element.fitGroup ? this.groupSizes.get(element.fitGroup) : undefined;
    if (group === undefined || group >= fitted.fontSize) return { text, fitted, style, maxWidth };
    // A text that keeps its size is laid out again at the group's: its lines at that size.
    if (element.keepSize) {
      const again = fitText(text, { ...style, fontSize: group }, maxWidth, maxLines, true);
      return { text, fitted: { ...again, fontSize: group }, style, maxWidth };
    }
    // Smaller than its own fit: one line when the whole text fits at the group's size, else its own lines.
    const single = measureText(text, { ...style, fontSize: group }) <= maxWidth;
    const lines = single ? [text] : fitted.lines;
    return { text, fitted: { lines, fontSize: group }, style, maxWidth };
  }

  /** The text as drawn, and what the editor needs to know about it. */
  textLayout(
    element: Extract<TemplateElement, { type: 'text' | 'api-text' }>,
    content: string | null,
  ): { node: SvgNode; fitted: FittedText; ys: number[]; style: TextStyle } | null {
    const fit = this.fit(element, content);
    if (!fit) return null;
    const { fitted, style } = fit;
    const { family, weight } = style;
    const ys = baselines(fitted, style, element.y, lineHeightFactor(family));
    this.fontFiles.add(fontFaceFor(family, weight, element.fontStyle).file);
    const attrs = {
      x: element.x,
      y: ys[0],
      'font-family': `'${family}', ${cssFallback(family)}`,
      'font-size': fitted.fontSize,
      'font-weight': weight,
      'font-style': element.fontStyle === 'italic' ? 'italic' : undefined,
      'letter-spacing': element.letterSpacing !== 0 ? element.letterSpacing : undefined,
      'text-anchor': element.textAnchor,
      ...this.paint(element.fill, 'fill')?.attrs,
      ...opacityAttr(element.opacity),
    };
    const node =
      fitted.lines.length === 1
        ? el('text', attrs, fitted.lines[0])
        : el(
            'text',
            attrs,
            fitted.lines.map((line, i) => el('tspan', { x: element.x, y: ys[i] }, line)),
          );
    return { node, fitted, ys, style };
  }

  private image(
    element: Extract<TemplateElement, { type: 'image' | 'api-image' }>,
    href: string | null,
  ): SvgNode | null {
    if (!href) return element.type === 'api-image' ? this.monogram(element) : null;
    this.imageHrefs.add(href);
    return el('image', {
      x: element.x,
      y: element.y,
      width: element.width,
      height: element.height,
      href,
      preserveAspectRatio: 'xMidYMid meet',
      ...opacityAttr(element.opacity),
    });
  }

  /**
   * A team without a logo, where its data image asks for a monogram: its initials on a disc
   * filling the image's box (monogram.ts).
   */
  monogram(element: ApiImageElement): SvgNode | null {
    if (!element.monogram) return null;
    // No team (the template holds more games than the post): nothing, as a missing field.
    const name = this.values[logoTeamField(element.apiField)]?.trim();
    if (!name) return null;
    const fill = element.monogram.fill ? this.color(element.monogram.fill) : undefined;
    const { disc, letters } = monogramElements(
      element.id,
      element,
      name,
      fill,
      element.monogram.size,
    );
    const nodes = [this.rect(disc), letters ? this.text(letters, letters.content) : null];
    return el(
      'g',
      opacityAttr(element.opacity),
      nodes.filter((node): node is SvgNode => node !== null),
    );
  }

  private gradient(gradient: Gradient, opacity = 1): string {
    const id = `${this.idPrefix}g${++this.gradients}`;
    this.defs.push(
      el(
        'linearGradient',
        { id, x1: gradient.x1, y1: gradient.y1, x2: gradient.x2, y2: gradient.y2 },
        gradient.stops.map((stop) => {
          const rgba = parseColor(this.color(stop.color)) ?? { r: 0, g: 0, b: 0, a: 1 };
          const alpha = rgba.a * (stop.opacity ?? 1) * opacity;
          return el('stop', {
            offset: stop.offset,
            'stop-color': toHex(rgba),
            'stop-opacity': alpha < 1 ? Math.round(alpha * 1000) / 1000 : undefined,
          });
        }),
      ),
    );
    return `url(#${id})`;
  }

  private rect(element: RectElement): SvgNode {
    const stroke = this.stroke(element);
    const place = {
      x: element.x,
      y: element.y,
      width: element.width,
      height: element.height,
      rx: element.rx,
      ry: element.ry,
    };
    if (element.gradient) {
      // A gradient painted alone takes the opacity into its stops (see withOpacity).
      const alone = stroke.stroke === undefined;
      const fill = this.gradient(element.gradient, alone ? (element.opacity ?? 1) : 1);
      return el('rect', {
        ...place,
        fill,
        ...stroke,
        ...(alone ? {} : opacityAttr(element.opacity)),
      });
    }
    return el('rect', {
      ...place,
      ...withOpacity({ ...this.paint(element.fill, 'fill')?.attrs, ...stroke }, element.opacity),
    });
  }

  private path(element: PathElement): SvgNode {
    return el('path', {
      d: element.pathData,
      transform:
        element.x !== 0 || element.y !== 0 ? `translate(${element.x} ${element.y})` : undefined,
      ...withOpacity(
        { ...this.paint(element.fill, 'fill')?.attrs, ...this.stroke(element) },
        element.opacity,
      ),
    });
  }

  private ellipse(element: EllipseElement): SvgNode {
    return el('ellipse', {
      cx: element.x + element.width / 2,
      cy: element.y + element.height / 2,
      rx: element.width / 2,
      ry: element.height / 2,
      ...withOpacity(
        { ...this.paint(element.fill, 'fill')?.attrs, ...this.stroke(element) },
        element.opacity,
      ),
    });
  }

  private line(element: LineElement): SvgNode {
    return el('line', {
      x1: element.x,
      y1: element.y,
      x2: element.x + element.dx,
      y2: element.y + element.dy,
      ...withOpacity({ ...this.paint(element.stroke, 'stroke')?.attrs }, element.opacity),
      'stroke-width': element.strokeWidth,
      'stroke-linecap': 'round',
    });
  }

  private stroke(
    element: RectElement | PathElement | EllipseElement,
  ): Record<string, string | number> {
    if (!element.stroke || !element.strokeWidth) return {};
    return { ...this.paint(element.stroke, 'stroke')?.attrs, 'stroke-width': element.strokeWidth };
  }
}
