import { renderPost, type RenderedPost } from '#shared/render/render-post.ts';
import type { Game } from '#shared/sports/sports.ts';
import type { TemplateElement } from '#shared/templates/template-schema.ts';
import type { CommandArgs, CommandId } from '#client/features/editor/core/commands.ts';
import type { EditorDocument } from '#client/features/editor/core/document.ts';
import { createEditor, type Editor } from '#client/features/editor/core/editor.ts';
import {
  handlePoint,
  type Box,
  type HandleId,
  type Point,
} from '#client/features/editor/core/geometry.ts';
import type { PointerInput } from '#client/features/editor/core/interaction.ts';
import { elementBox } from '#client/features/editor/core/state.ts';
import { toScreen } from '#client/features/editor/core/viewport.ts';

/**
 * Drives the editor core as the screen does, without a DOM: after every step the canvas is
 * "rendered" with the shared renderer's editor mode and its measured boxes handed back, and
 * pointer gestures are given in canvas pixels and sent as screen pixels through the viewport.
 */
export interface DriverOptions {
  doc?: EditorDocument;
  games?: number;
  /** Zoom with the canvas origin at the container's (40, 40). */
  zoom?: number;
  sampleGames?: readonly Game[];
}

type Mods = Pick<PointerInput, 'shift' | 'alt'>;

export class EditorDriver {
  readonly editor: Editor;
  private readonly sampleGames: readonly Game[];
  lastRender: RenderedPost | null = null;

  constructor(options: DriverOptions = {}) {
    this.editor = createEditor({
      doc: options.doc,
      games: options.games,
      container: { width: 1200, height: 1600 },
    });
    this.sampleGames = options.sampleGames ?? [];
    if (options.zoom !== undefined) this.setZoom(options.zoom);
    this.render();
  }

  get state() {
    return this.editor.state;
  }

  get doc() {
    return this.editor.document;
  }

  get selection() {
    return this.editor.state.selection;
  }

  setZoom(zoom: number): void {
    this.editor.dispatch('zoom-to', { zoom });
    this.editor.dispatch('pan', {
      dx: 40 - this.state.viewport.x,
      dy: 40 - this.state.viewport.y,
    });
  }

  /** What the canvas shows, measured; the boxes go back to the core. */
  render(): RenderedPost {
    const post = renderPost(this.doc, this.sampleGames, {
      editor: { fields: this.state.mode === 'preview' ? 'data' : 'placeholders' },
    });
    this.editor.setBoxes(post.boxes ?? {}, this.doc);
    this.lastRender = post;
    return post;
  }

  dispatch<K extends CommandId>(id: K, args?: CommandArgs[K]): boolean {
    const ran = (this.editor.dispatch as (id: K, args?: CommandArgs[K]) => boolean)(id, args);
    this.render();
    return ran;
  }

  /** 'Mod+Shift+Z', 'ArrowLeft', 'Shift+ArrowUp', 'Escape'. */
  press(combo: string, platform: 'mac' | 'other' = 'other'): boolean {
    const parts = combo.split('+');
    const key = parts.pop() || '+';
    const mods = new Set(parts);
    const ran = this.editor.keyDown({
      key,
      ctrl: mods.has('Ctrl') || (mods.has('Mod') && platform === 'other'),
      meta: mods.has('Meta') || (mods.has('Mod') && platform === 'mac'),
      shift: mods.has('Shift'),
      alt: mods.has('Alt'),
    });
    this.render();
    return ran;
  }

  element(id: string): TemplateElement {
    const element = this.doc.elements.find((e) => e.id === id);
    if (!element) throw new Error(`no element ${id}`);
    return element;
  }

  box(id: string): Box {
    return elementBox(this.state, this.element(id));
  }

  /** The id of the element added last. */
  get lastId(): string {
    const last = this.doc.elements[this.doc.elements.length - 1];
    if (!last) throw new Error('no elements');
    return last.id;
  }

  screen(point: Point): Point {
    return toScreen(this.state.viewport, point);
  }

  down(at: Point, mods: Mods = {}): void {
    this.editor.pointerDown({ ...this.screen(at), ...mods });
  }

  /** Moves the pointer to a canvas point, as seen through the viewport when the gesture began. */
  moveTo(screen: Point, mods: Mods = {}): void {
    this.editor.pointerMove({ ...screen, ...mods });
    this.render();
  }

  up(screen: Point, mods: Mods = {}): void {
    this.editor.pointerUp({ ...screen, ...mods });
    this.render();
  }

  click(at: Point, mods: Mods = {}): void {
    const screen = this.screen(at);
    this.editor.pointerDown({ ...screen, ...mods });
    this.up(screen, mods);
  }

  /**
   * Presses at `from` and drags by `by` canvas pixels in a few steps; with `release: false` the
   * pointer stays down (to look at guides), `finish()` lets go.
   */
  drag(from: Point, by: Point, options: Mods & { release?: boolean; steps?: number } = {}): Point {
    const { release = true, steps = 4, ...mods } = options;
    const start = this.screen(from);
    const zoom = this.state.viewport.zoom;
    this.editor.pointerDown({ ...start, ...mods });
    let at = start;
    for (let i = 1; i <= steps; i++) {
      at = { x: start.x + (by.x * zoom * i) / steps, y: start.y + (by.y * zoom * i) / steps };
      this.moveTo(at, mods);
    }
    if (release) this.up(at, mods);
    return at;
  }

  dragHandle(id: string, handle: HandleId, by: Point, mods: Mods = {}): void {
    this.drag(handlePoint(this.box(id), handle), by, mods);
  }
}
