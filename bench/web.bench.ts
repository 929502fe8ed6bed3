import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startProductionApp, stopProductionApp } from './production-app.ts';
import { median } from './stats.ts';

/**
 * The landing page as a visitor on a mid-range phone sees it, against its budget: the production build
 * (dist/server/main.js started as `npm start` does), Chromium with a 4x CPU slowdown and a slow
 * 4G network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), a cold cache every run.
 * Figures: LCP and CLS (layout shifts without recent input) from PerformanceObserver, total
 * blocking time (long tasks after the first contentful paint, the part over 50 ms), and the
 * JavaScript on the wire (encoded bytes of script responses, as CDP reports them). Median of 5.
 */
const runs = 5;
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
/** A mid-range Android phone's screen. */
const viewport = { width: 412, height: 823 };
/** After the network is quiet, how long the page may go on shifting before the figures are read. */
const settleMs = 2500;

/** Figures before the landing page's budget work (commit 094db40), measured with this same scenario. */
const before = {
  commit: '094db40',
  lcpMs: 2980,
  cls: 0.42,
  fcpMs: 2180,
  tbtMs: 52,
  landingJsKbOnWire: 208.5,
  landingJsKbGzip: 228.6,
  landingJsKbDecoded: 728.4,
};

declare global {
  interface Window {
    __web: {
      lcp: number;
      cls: number;
      fcp: number;
      longTasks: { start: number; duration: number }[];
    };
  }
}

/** Plain JavaScript: the TypeScript loader's helpers do not exist in the page. */
const observe = `
window.__web = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__web.lcp = entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__web.cls += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.name === 'first-contentful-paint') window.__web.fcp = entry.startTime;
}).observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__web.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
`;

interface RunFigures {
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  jsBytesOnWire: number;
  jsBytesDecoded: number;
  scripts: { file: string; bytesOnWire: number; encoding: string }[];
}

async function measureOnce(browser: Browser, url: string): Promise<RunFigures> {
  // A new context each run: empty HTTP cache, storage and cookies.
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'de-CH',
    colorScheme: 'light',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: observe });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const scripts = new Map<string, { url: string; encoding: string }>();
    const finished = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      scripts.set(event.requestId, {
        url: event.response.url,
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      finished.set(event.requestId, event.encodedDataLength);
    });

    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(settleMs);
    const web = await page.evaluate(() => window.__web);
    const decoded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' ||
            entry.name.endsWith('.js'),
        )
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
    );

    const list = [...scripts].map(([id, script]) => ({
      file: new URL(script.url).pathname,
      bytesOnWire: finished.get(id) ?? 0,
      encoding: script.encoding,
    }));
    const tbt = web.longTasks
      .filter((task) => task.start >= web.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return {
      lcpMs: web.lcp,
      cls: web.cls,
      fcpMs: web.fcp,
      tbtMs: tbt,
      jsBytesOnWire: list.reduce((sum, script) => sum + script.bytesOnWire, 0),
      jsBytesDecoded: decoded,
      scripts: list,
    };
  } finally {
    await context.close();
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/**
 * The budget is in gzip: what the scripts weigh as the build's .gz files (Chromium itself
 * takes brotli, a little smaller, which is what `landingJsKbOnWire` counts).
 */
function gzipBytes(files: string[]): number {
  const client = path.join(import.meta.dirname, '../dist/client');
  return files.reduce((sum, file) => {
    const plain = path.join(client, file);
    const zipped = `${plain}.gz`;
    if (existsSync(zipped)) return sum + statSync(zipped).size;
    return sum + (existsSync(plain) ? statSync(plain).size : 0);
  }, 0);
}

export async function run(): Promise<Record<string, unknown>> {
  // dist/server/main.js as `npm start` runs it, on a free port with its own data directory.
  const server = await startProductionApp('web');
  const browser = await launchBrowser();
  try {
    // One unmeasured visit so the server's first answers (file system, JIT) do not count.
    await measureOnce(browser, `${server.url}/`);
    const figures: RunFigures[] = [];
    for (let i = 0; i < runs; i++) figures.push(await measureOnce(browser, `${server.url}/`));
    const pick = (key: 'lcpMs' | 'cls' | 'fcpMs' | 'tbtMs' | 'jsBytesOnWire' | 'jsBytesDecoded') =>
      median(figures.map((run) => run[key]));
    return {
      what:
        'landing page /, production build (dist/server/main.js), Chromium headless 412x823 @2x, ' +
        `CPU ${cpuSlowdown}x slower, ${network.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, ` +
        `cold cache, median of ${runs}`,
      lcpMs: round(pick('lcpMs')),
      cls: round(pick('cls'), 3),
      fcpMs: round(pick('fcpMs')),
      tbtMs: round(pick('tbtMs')),
      landingJsKbOnWire: round(pick('jsBytesOnWire') / 1024, 1),
      landingJsKbGzip: round(gzipBytes(figures.at(-1)?.scripts.map((s) => s.file) ?? []) / 1024, 1),
      landingJsKbDecoded: round(pick('jsBytesDecoded') / 1024, 1),
      scripts: figures.at(-1)?.scripts.map((script) => ({
        ...script,
        kbOnWire: round(script.bytesOnWire / 1024, 1),
        bytesOnWire: undefined,
      })),
      runs: figures.map((run) => ({
        lcpMs: round(run.lcpMs),
        cls: round(run.cls, 3),
        tbtMs: round(run.tbtMs),
        jsKbOnWire: round(run.jsBytesOnWire / 1024, 1),
      })),
      targets: { lcpMs: 1500, cls: 0.05, landingJsKbGzip: 120 },
      before,
    };
  } finally {
    await browser.close();
    await stopProductionApp(server);
  }
}
