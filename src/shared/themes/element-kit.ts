import type { FontChoice } from '#shared/typography/font-map.ts';
import type { FieldFormat } from '#shared/templates/field-formats.ts';
import type { ElementInput, Gradient } from '#shared/templates/template-schema.ts';

type WithoutPlace<T> = T extends unknown ? Omit<T, 'id' | 'zIndex'> : never;

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  font?: FontChoice;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  maxWidth?: number;
  maxLines?: 1 | 2 | 3;
  opacity?: number;
  /** Texts of one group share one size (the team names of a post). */
  fitGroup?: string;
  /** Wraps at its own size before it shrinks, and shrinks only a little (team names). */
  keepSize?: boolean;
}

export interface RectOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: string;
  radius?: number;
  stroke?: string;
  strokeWidth?: number;
  gradient?: Gradient;
  opacity?: number;
  /** Its cue when not the kit's (ElementKit.cue). */
  cue?: Cue;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The box of a square of `size` centred at (cx, cy), where images and logos stand. */
const squareAt = (cx: number, cy: number, size: number) => ({
  x: round(cx - size / 2),
  y: round(cy - size / 2),
  width: round(size),
  height: round(size),
});

/**
 * What part of a look an element belongs to when the post moves (ADR 066): the header, a team
 * (its plate, crest, name and score arrive as one), the focal score or kick-off, the facts below
 * it, the look's rules and bars, the panel the content stands on, the frame around it (there
 * from the first frame), a game's row of a list, or the big shape a look lays across its ground
 * (`band`: default's red blade, club's band and its echoes), which comes in with the ground.
 */
export type Cue =
  | 'head'
  | 'home'
  | 'away'
  | 'focal'
  | 'facts'
  | 'decor'
  | 'panel'
  | 'frame'
  | 'band'
  | `game${1 | 2 | 3}`;

/** Builds a theme's template elements in drawing order, with ids and z-indexes. */
export class ElementKit {
  private readonly shapes: { element: WithoutPlace<ElementInput>; cue: Cue | null }[] = [];
  private readonly content: { element: WithoutPlace<ElementInput>; cue: Cue | null }[] = [];
  /** No text is set smaller than this (docs/post-design.md, "Density"); 0 leaves sizes as asked. */
  minTextSize = 0;
  /** The cue of the elements drawn from now on (null: none, they move as the look's last). */
  cue: Cue | null = null;

  /** The cue of the row of a list's game at `index` (0 to 2). */
  rowCue(index: number): Cue {
    return `game${Math.min(3, index + 1) as 1 | 2 | 3}`;
  }

  /** Draws with `cue` as the elements' cue, then goes back to the one before. */
  cued(cue: Cue, draw: () => void): void {
    const before = this.cue;
    this.cue = cue;
    try {
      draw();
    } finally {
      this.cue = before;
    }
  }

  /**
   * Shapes first, then text and logos, each in the order drawn. Themes never put a shape over
   * text, and shapes below all data form the backdrop the server prepares once per background.
   */
  get elements(): ElementInput[] {
    return [...this.shapes, ...this.content].map(
      ({ element }, index) => ({ ...element, id: `e${index + 1}`, zIndex: index }) as ElementInput,
    );
  }

  /** The elements' cues by their ids, for a moving post (a template never keeps them). */
  get cues(): Record<string, Cue> {
    const cues: Record<string, Cue> = {};
    [...this.shapes, ...this.content].forEach(({ cue }, index) => {
      if (cue) cues[`e${index + 1}`] = cue;
    });
    return cues;
  }

  private push(element: WithoutPlace<ElementInput>, cue = this.cue): void {
    const list = element.type === 'rect' || element.type === 'path' ? this.shapes : this.content;
    list.push({ element, cue });
  }

  private textStyle(options: TextOptions) {
    return {
      x: round(options.x),
      y: round(options.y),
      fontSize: round(Math.max(options.size, this.minTextSize)),
      fontFamily: options.font ?? 'Bebas Neue',
      fill: options.fill,
      fontWeight: options.weight ?? 400,
      textAnchor: options.anchor ?? 'middle',
      letterSpacing: round(options.spacing ?? 0),
      ...(options.maxWidth !== undefined ? { maxWidth: round(options.maxWidth) } : {}),
      ...(options.maxLines !== undefined ? { maxLines: options.maxLines } : {}),
      ...(options.opacity !== undefined ? { opacity: options.opacity } : {}),
      ...(options.fitGroup ? { fitGroup: options.fitGroup } : {}),
      ...(options.keepSize ? { keepSize: true } : {}),
    };
  }

  text(content: string | null | undefined, options: TextOptions): void {
    if (!content) return;
    this.push({ type: 'text', content, ...this.textStyle(options) });
  }

  /** A data field's text, written in `format` with `suffix` when given (field-formats.ts). */
  field(
    apiField: string,
    options: TextOptions,
    writing: { format?: FieldFormat; suffix?: string } = {},
  ): void {
    this.push({
      type: 'api-text',
      apiField,
      ...this.textStyle(options),
      ...(writing.format ? { format: writing.format } : {}),
      ...(writing.suffix ? { suffix: writing.suffix } : {}),
    });
  }

  rect(options: RectOptions): void {
    this.push(
      {
        type: 'rect',
        x: round(options.x),
        y: round(options.y),
        width: round(options.width),
        height: round(options.height),
        fill: options.fill ?? '#ffffff',
        ...(options.radius ? { rx: round(options.radius), ry: round(options.radius) } : {}),
        ...(options.stroke && options.strokeWidth
          ? { stroke: options.stroke, strokeWidth: round(options.strokeWidth) }
          : {}),
        ...(options.gradient ? { gradient: options.gradient } : {}),
        ...(options.opacity !== undefined ? { opacity: options.opacity } : {}),
      },
      options.cue,
    );
  }

  circle(
    cx: number,
    cy: number,
    r: number,
    fill: string,
    stroke?: string,
    strokeWidth?: number,
  ): void {
    this.rect({
      x: cx - r,
      y: cy - r,
      width: 2 * r,
      height: 2 * r,
      radius: r,
      fill,
      stroke,
      strokeWidth,
    });
  }

  /** A filled polygon; `cue` when not the kit's (ElementKit.cue). */
  path(points: [number, number][], fill: string, opacity?: number, cue = this.cue): void {
    const d = `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L')} Z`;
    this.push(
      {
        type: 'path',
        x: 0,
        y: 0,
        pathData: d,
        fill,
        ...(opacity !== undefined ? { opacity } : {}),
      },
      cue,
    );
  }

  /** A fixed image (a crest in a table) in a square of `size` centred at (cx, cy). */
  image(href: string, cx: number, cy: number, size: number): void {
    this.push({
      type: 'image',
      href,
      ...squareAt(cx, cy, size),
    });
  }

  /** A fixed image fitted into a box without distortion (a sponsor's logo on its plate). */
  picture(href: string, box: { x: number; y: number; width: number; height: number }): void {
    this.push({
      type: 'image',
      href,
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
    });
  }

  /**
   * A team's logo (a data image) in a square of `size` centred at (cx, cy); with `monogram` the
   * team's initials on a disc where it has no logo (`monogram.size` across, in `monogram.fill`
   * or a colour of its name).
   */
  logo(
    apiField: string,
    cx: number,
    cy: number,
    size: number,
    monogram?: { fill?: string; size?: number },
  ): void {
    this.push({
      type: 'api-image',
      apiField,
      ...squareAt(cx, cy, size),
      ...(monogram
        ? {
            monogram: {
              ...(monogram.fill ? { fill: monogram.fill } : {}),
              ...(monogram.size ? { size: round(monogram.size) } : {}),
            },
          }
        : {}),
    });
  }
}
