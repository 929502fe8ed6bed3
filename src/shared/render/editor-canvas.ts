import { anchoredLeft } from '#shared/geometry/box.ts';
import { pathBounds, type Bounds } from '#shared/geometry/path-data.ts';
import type { Builder } from '#shared/render/element-builder.ts';
import { lineBounds } from '#shared/render/shape-bounds.ts';
import { el, type SvgNode } from '#shared/render/svg-tree.ts';
import { lineExtents, measureText } from '#shared/typography/text-measure.ts';
import { numericWeight, shippedFamily } from '#shared/typography/font-map.ts';
import { gameField } from '#shared/templates/game-fields.ts';
import type {
  ApiTextElement,
  TemplateElement,
  TextElement,
} from '#shared/templates/template-schema.ts';

/**
 * The renderer's editor mode: every element drawn exactly as in export, but inside a group that
 * names it (`data-element-id`), with its measured box, and with placeholders where the export
 * would draw nothing (data fields, missing images) so every element stays visible and selectable.
 */
export interface EditorRenderOptions {
  /**
   * 'placeholders' (editing): every data field shows its placeholder. 'data' (preview): fields
   * show the games' values, and a placeholder only where a value is missing.
   */
  fields: 'placeholders' | 'data';
  /** The words a data field's placeholder shows; the German label of the field table by default. */
  fieldLabel?: (apiField: string) => string;
  /** Images the browser could not load: drawn as a placeholder instead. */
  isImageMissing?: (href: string) => boolean;
}

/** How placeholders and their dashed frames look on the editor canvas. */
export const placeholderStyle = {
  stroke: '#38bdf8',
  dash: '10 6',
  strokeWidth: 2,
  fill: '#ffffff',
  fillOpacity: 0.08,
  labelColor: '#e2e8f0',
  /** Room between a text placeholder's ink and its dashed frame. */
  padding: 6,
} as const;

export const elementIdAttribute = 'data-element-id';

type AnyText = TextElement | ApiTextElement;

function dashedRect(box: Bounds, fill: boolean): SvgNode {
  return el('rect', {
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    fill: fill ? placeholderStyle.fill : 'none',
    'fill-opacity': fill ? placeholderStyle.fillOpacity : undefined,
    stroke: placeholderStyle.stroke,
    'stroke-width': placeholderStyle.strokeWidth,
    'stroke-dasharray': placeholderStyle.dash,
    'vector-effect': 'non-scaling-stroke',
  });
}

class EditorLayer {
  readonly nodes: SvgNode[] = [];
  readonly boxes: Record<string, Bounds> = {};
  readonly textFrames: Record<string, Bounds> = {};

  constructor(
    private readonly builder: Builder,
    private readonly options: EditorRenderOptions,
  ) {}

  private label(apiField: string): string {
    return this.options.fieldLabel?.(apiField) ?? gameField(apiField)?.label.de ?? apiField;
  }

  private value(apiField: string): string | null {
    if (this.options.fields === 'placeholders') return null;
    return this.builder.values[apiField] ?? null;
  }

  add(element: TemplateElement): void {
    const { nodes, box } = this.draw(element);
    this.boxes[element.id] = box;
    this.nodes.push(el('g', { [elementIdAttribute]: element.id }, nodes));
  }

  private draw(element: TemplateElement): { nodes: SvgNode[]; box: Bounds } {
    const place = { x: element.x, y: element.y };
    switch (element.type) {
      case 'text':
        return this.text(element, element.content, false);
      case 'api-text': {
        const value = this.options.fields === 'data' ? this.builder.fieldText(element) : null;
        return value
          ? this.text(element, value, false)
          : this.text(element, element.content ?? this.label(element.apiField), true);
      }
      case 'image': {
        const box = { ...place, width: element.width, height: element.height };
        if (this.options.isImageMissing?.(element.href)) {
          return { nodes: this.imagePlaceholder(element.id, box, null), box };
        }
        return { nodes: [this.builder.element(element)].filter(isNode), box };
      }
      case 'api-image': {
        const box = { ...place, width: element.width, height: element.height };
        const value = this.value(element.apiField);
        if (value && !this.options.isImageMissing?.(value)) {
          return { nodes: [this.builder.element(element)].filter(isNode), box };
        }
        // In the preview a team without a logo shows the monogram the post will show.
        const monogram = this.options.fields === 'data' ? this.builder.monogram(element) : null;
        if (monogram) return { nodes: [monogram], box };
        if (element.href && !this.options.isImageMissing?.(element.href)) {
          // The editor's own placeholder picture, framed so it reads as a field.
          const picture = this.builder.element({ ...element, type: 'image', href: element.href });
          return { nodes: [picture, dashedRect(box, false)].filter(isNode), box };
        }
        return { nodes: this.imagePlaceholder(element.id, box, this.label(element.apiField)), box };
      }
      case 'rect':
      case 'ellipse':
        return {
          nodes: [this.builder.element(element)].filter(isNode),
          box: { ...place, width: element.width, height: element.height },
        };
      case 'line':
        return { nodes: [this.builder.element(element)].filter(isNode), box: lineBounds(element) };
      case 'path': {
        const bounds = pathBounds(element.pathData) ?? { x: 0, y: 0, width: 0, height: 0 };
        return {
          nodes: [this.builder.element(element)].filter(isNode),
          box: { ...bounds, x: bounds.x + element.x, y: bounds.y + element.y },
        };
      }
    }
  }

  private text(
    element: AnyText,
    content: string,
    placeholder: boolean,
  ): { nodes: SvgNode[]; box: Bounds } {
    const layout = this.builder.textLayout(element, content);
    let box: Bounds;
    if (layout) {
      const size = { ...layout.style, fontSize: layout.fitted.fontSize };
      const width = Math.max(...layout.fitted.lines.map((line) => measureText(line, size)));
      const { ascent, descent } = lineExtents(size);
      const top = (layout.ys[0] ?? element.y) - ascent;
      const bottom = (layout.ys[layout.ys.length - 1] ?? element.y) + descent;
      box = {
        x: anchoredLeft(element.x, element.textAnchor, width),
        y: top,
        width,
        height: bottom - top,
      };
    } else {
      // Empty or off the canvas: nothing drawn, but the element keeps a box to be found by.
      const { ascent, descent } = lineExtents({
        family: shippedFamily(element.fontFamily),
        weight: numericWeight(element.fontWeight),
        style: element.fontStyle,
        fontSize: element.fontSize,
      });
      const width = element.maxWidth ?? element.fontSize / 2;
      box = {
        x: anchoredLeft(element.x, element.textAnchor, width),
        y: element.y - ascent,
        width,
        height: ascent + descent,
      };
    }
    if (element.maxWidth !== undefined) {
      const frame = {
        ...box,
        x: anchoredLeft(element.x, element.textAnchor, element.maxWidth),
        width: element.maxWidth,
      };
      this.textFrames[element.id] = frame;
      box = union(box, frame);
    }
    const nodes = layout ? [layout.node] : [];
    if (placeholder) {
      const pad = placeholderStyle.padding;
      nodes.push(
        dashedRect(
          {
            x: box.x - pad,
            y: box.y - pad,
            width: box.width + 2 * pad,
            height: box.height + 2 * pad,
          },
          false,
        ),
      );
    }
    return { nodes, box };
  }

  /** A dashed, lightly filled box; a field's label inside, or a cross for a picture that is missing. */
  private imagePlaceholder(id: string, box: Bounds, label: string | null): SvgNode[] {
    const nodes = [dashedRect(box, true)];
    if (label === null) {
      const { x, y, width: w, height: h } = box;
      nodes.push(
        el('path', {
          d: `M${x} ${y} L${x + w} ${y + h} M${x + w} ${y} L${x} ${y + h}`,
          fill: 'none',
          stroke: placeholderStyle.stroke,
          'stroke-width': placeholderStyle.strokeWidth,
          'vector-effect': 'non-scaling-stroke',
        }),
      );
      return nodes;
    }
    const fontSize = Math.max(12, Math.min(32, box.height / 7));
    const caption: TextElement = {
      id,
      type: 'text',
      content: label,
      x: box.x + box.width / 2,
      y: box.y + box.height / 2 + fontSize * 0.35,
      zIndex: 0,
      fontSize,
      fontFamily: 'Arial',
      fill: placeholderStyle.labelColor,
      fontWeight: 700,
      fontStyle: 'normal',
      letterSpacing: 0,
      textAnchor: 'middle',
      maxWidth: Math.max(1, box.width - 16),
      maxLines: 3,
    };
    const text = this.builder.textLayout(caption, label);
    if (text) nodes.push(text.node);
    return nodes;
  }
}

function isNode(node: SvgNode | null): node is SvgNode {
  return node !== null;
}

export function union(a: Bounds, b: Bounds): Bounds {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** The editor's groups for elements in drawing order, with their boxes. */
export function editorLayer(
  builder: Builder,
  ordered: readonly TemplateElement[],
  options: EditorRenderOptions,
): { nodes: SvgNode[]; boxes: Record<string, Bounds>; textFrames: Record<string, Bounds> } {
  const layer = new EditorLayer(builder, options);
  for (const element of ordered) layer.add(element);
  return { nodes: layer.nodes, boxes: layer.boxes, textFrames: layer.textFrames };
}
