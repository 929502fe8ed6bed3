import path from 'node:path';
import type { Page } from 'playwright-core';
import { sessionCookies, signInTestUser } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { textFieldNames } from '#shared/templates/game-fields.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startBenchServer } from './bench-server.ts';
import { timingSummary } from './stats.ts';

/**
 * The template editor in Chromium against the built app (its targets below), on a template of 60
 * elements (texts, data fields, rectangles, paths, images):
 * - drag: from a pointer move reaching the page to the frame painted with the element moved,
 *   while an element is dragged: median < 8 ms, p95 < 16 ms. `dragHandled` is the part until the
 *   page's handlers have run and React has committed; `dragFromInputEvent` counts from the
 *   event's creation, which includes Chromium holding moves back until the next frame;
 * - undo: from Ctrl+Z reaching the page to the frame painted with the step undone.
 * "Painted" is a task posted from the next animation frame, which runs after that frame's paint.
 * Input comes from Chromium itself (Playwright's mouse and keyboard), not synthetic DOM events.
 */
const dragMoves = 240;
const undos = 40;

declare global {
  interface Window {
    __editorSamples: number[];
    __editorArm(kind: 'pointermove' | 'keydown'): void;
  }
}

/** Plain JavaScript: the TypeScript loader's helpers do not exist in the page. */
const installMeasure = `
window.__editorSamples = [];
window.__editorHandled = [];
window.__editorFromInput = [];
window.__editorArm = (kind) => {
  const wanted = (event) => kind !== 'keydown' || event.key.toLowerCase() === 'z';
  const listener = (event) => {
    if (!wanted(event)) return;
    const dispatched = performance.now();
    const created = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        window.__editorSamples.push(now - dispatched);
        window.__editorFromInput.push(now - created);
      };
      channel.port2.postMessage(null);
    });
  };
  // After React's own listener (on the root) has run and committed: the work of the event.
  let dispatchedAt = 0;
  const start = () => { dispatchedAt = performance.now(); };
  const handled = (event) => {
    if (wanted(event)) window.__editorHandled.push(performance.now() - dispatchedAt);
  };
  window.addEventListener(kind, start, { capture: true });
  window.addEventListener(kind, listener, { capture: true });
  window.addEventListener(kind, handled);
  window.__editorDisarm = () => {
    window.removeEventListener(kind, listener, { capture: true });
    window.removeEventListener(kind, handled);
    window.removeEventListener(kind, start, { capture: true });
  };
};
`;

const png1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** 60 elements across the canvas: 20 texts, 10 data texts, 10 rectangles, 10 paths, 10 images. */
function benchTemplate() {
  const elements: Record<string, unknown>[] = [];
  let z = 0;
  const at = (i: number) => ({ x: 90 + (i % 5) * 220, y: 120 + Math.floor(i / 5) * 110 });
  for (let i = 0; i < 10; i++) {
    elements.push({
      id: `r${i}`,
      type: 'rect',
      ...at(i),
      width: 180,
      height: 80,
      fill: '#1e3a8a',
      rx: 12,
      zIndex: z++,
    });
  }
  for (let i = 0; i < 10; i++) {
    const { x, y } = at(i + 10);
    elements.push({
      id: `p${i}`,
      type: 'path',
      x,
      y,
      pathData: 'M0 0 L160 0 L140 60 L-20 60 Z',
      fill: '#c8102e',
      zIndex: z++,
    });
  }
  for (let i = 0; i < 20; i++) {
    elements.push({
      id: `t${i}`,
      type: 'text',
      ...at(i % 20),
      content: `SPONSOR ${i + 1}`,
      fontSize: 40,
      fontFamily: i % 2 ? 'Bebas Neue' : 'Arial',
      fill: '#ffffff',
      fontWeight: 700,
      textAnchor: 'start',
      zIndex: z++,
    });
  }
  for (let i = 0; i < 10; i++) {
    elements.push({
      id: `d${i}`,
      type: 'api-text',
      ...at(i + 30),
      apiField: textFieldNames[i],
      fontSize: 36,
      fill: '#ffffff',
      textAnchor: 'start',
      maxWidth: 200,
      zIndex: z++,
    });
  }
  for (let i = 0; i < 10; i++) {
    elements.push({
      id: `i${i}`,
      type: 'image',
      ...at(i + 40),
      width: 90,
      height: 90,
      href: png1x1,
      zIndex: z++,
    });
  }
  return { elements, backgroundColor: '#1a1a1a', format: '4:5', useBackgroundPlaceholder: false };
}

const summary = (values: number[]) => timingSummary(values, 2);

async function samples(page: Page) {
  const values = await page.evaluate(() => ({
    painted: window.__editorSamples,
    handled: (window as unknown as { __editorHandled: number[] }).__editorHandled,
    fromInput: (window as unknown as { __editorFromInput: number[] }).__editorFromInput,
  }));
  await page.evaluate(() => {
    window.__editorSamples = [];
    (window as unknown as { __editorHandled: number[] }).__editorHandled = [];
    (window as unknown as { __editorFromInput: number[] }).__editorFromInput = [];
  });
  return values;
}

/** A point of the post (canvas pixels) on the page. */
async function canvasPoint(page: Page, x: number, y: number) {
  const box = await page.getByTestId('editor-post').boundingBox();
  if (!box) throw new Error('no canvas');
  const scale = box.width / 1080;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

export { benchTemplate };

export async function run(): Promise<Record<string, unknown>> {
  const server = await startBenchServer('editor', { addressUpFront: true });
  const browser = await launchBrowser();
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const session = await signInTestUser(
      base,
      path.join(server.ctx.config.dataDir, 'outbox'),
      'bench-editor@verein.ch',
    );
    await setTestTier(server.ctx.database.db, session.userId, 'pro');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(sessionCookies(session, base));
    const page = await context.newPage();
    const draft = JSON.stringify({ name: 'Bench', games: 3, config: benchTemplate() });
    await page.addInitScript(
      ([value, script]) => {
        localStorage.setItem('matchpost-editor-draft:new', value);
        new Function(script)();
      },
      [draft, installMeasure] as const,
    );
    await page.goto(`${base}/profile/templates/new`);
    await page.getByTestId('editor-post').waitFor();
    const count = await page.getByTestId('layer-list').locator('li').count();
    if (count !== 60) throw new Error(`expected 60 elements, found ${count}`);
    await page.waitForTimeout(500);

    // Drag the first rectangle around in small steps, as a hand would.
    await page.evaluate(() => window.__editorArm('pointermove'));
    const start = await canvasPoint(page, 180, 160);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 0; i < dragMoves; i++) {
      const angle = (i / dragMoves) * Math.PI * 4;
      await page.mouse.move(start.x + Math.sin(angle) * 120 + i * 0.3, start.y + i * 0.8);
    }
    await page.mouse.up();
    await page.waitForTimeout(100);
    const dragged = await samples(page);
    // The first moves start the drag (pressing -> dragging).
    const drag = {
      painted: dragged.painted.slice(5),
      handled: dragged.handled.slice(5),
      fromInput: dragged.fromInput.slice(5),
    };
    await page.evaluate(() => (window as unknown as { __editorDisarm(): void }).__editorDisarm());

    // Undo steps: make them with short drags of different elements, then undo them one by one.
    for (let i = 0; i < undos; i++) {
      const from = await canvasPoint(page, 180 + (i % 5) * 220, 160 + Math.floor(i / 5) * 110);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 9, { steps: 3 });
      await page.mouse.up();
    }
    await page.evaluate(() => window.__editorArm('keydown'));
    for (let i = 0; i < undos; i++) {
      await page.keyboard.press('Control+z');
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(100);
    const undo = await samples(page);

    return {
      what: 'template editor in Chromium (1280x900), template of 60 elements: pointer move while dragging, and Ctrl+Z, to the next painted frame',
      elements: count,
      drag: summary(drag.painted),
      dragHandled: summary(drag.handled),
      dragFromInputEvent: summary(drag.fromInput),
      undo: summary(undo.painted),
      undoHandled: summary(undo.handled),
      targets: { dragMedianMs: 8, dragP95Ms: 16 },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
