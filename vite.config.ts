import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import type * as SamplePosts from './src/client/features/landing/utils/render-sample-posts.ts';

const SAMPLE_POSTS = 'virtual:landing-sample-posts/';

/**
 * `import('virtual:landing-sample-posts/de')`: the landing hero's sample posts in one language,
 * drawn at build time by the product's renderer (render-sample-posts.ts). Each language becomes a
 * small chunk of finished SVG trees, so the page never loads the renderer itself.
 */
function landingSamplePosts(): Plugin {
  const renderer = fileURLToPath(
    new URL('src/client/features/landing/utils/render-sample-posts.ts', import.meta.url),
  );
  // Filtered by id, so the bundler calls them for these modules only, not for every module.
  return {
    name: 'matchpost-landing-sample-posts',
    resolveId: {
      filter: { id: /^virtual:landing-sample-posts\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:landing-sample-posts\// },
      async handler(id) {
        const language = id.slice(SAMPLE_POSTS.length + 1);
        const { renderSamplePosts, isSampleLanguage } = (await tsImport(
          renderer,
          import.meta.url,
        )) as typeof SamplePosts;
        if (!isSampleLanguage(language)) this.error(`no sample posts in language '${language}'`);
        return `export default ${JSON.stringify(renderSamplePosts(language))};`;
      },
    },
  };
}

/**
 * Runs the server-side bundle in a process of its own, with the few browser globals the app
 * reads while rendering (storage, media queries) standing in: the build's own process (which
 * `npm start` goes on to run the server in) never sees a fake `window`.
 */
const prerenderRunner = `
const noop = () => {};
const storage = { getItem: () => null, setItem: noop, removeItem: noop };
globalThis.window = globalThis;
globalThis.localStorage = storage;
globalThis.sessionStorage = storage;
globalThis.matchMedia = () => ({ matches: false, addEventListener: noop, removeEventListener: noop });
globalThis.addEventListener = noop;
globalThis.removeEventListener = noop;
globalThis.scrollY = 0;
globalThis.getComputedStyle = () => ({ direction: 'ltr', getPropertyValue: () => '' });
globalThis.document = {
  documentElement: {
    lang: 'de', style: {}, getAttribute: () => null, setAttribute: noop,
    classList: { toggle: noop, add: noop, remove: noop, contains: () => false },
  },
  addEventListener: noop,
  removeEventListener: noop,
  getElementById: () => null,
  getElementsByTagName: () => [],
  querySelector: () => null,
  querySelectorAll: () => [],
  createElement: () => ({ style: {}, setAttribute: noop, appendChild: noop }),
  createTextNode: () => ({}),
  head: { appendChild: noop },
};
const { renderLanding } = await import('./prerender.js');
// Timers the app starts while rendering (the query cache's clean-up) would keep the process
// alive for minutes: done is done.
process.stdout.write(await renderLanding(), () => process.exit(0));
`;

/**
 * dist/client/landing.html: index.html with the landing page rendered into #root (prerender.tsx),
 * which the server sends for '/'. The hero paints with the HTML and the CSS, before the
 * JavaScript; the app then renders over it. Until then the drawing is inert (no clicks, no focus,
 * not in the accessibility tree), so nothing reacts before the app does. Inline scripts are
 * dropped from the markup (the page runs under a Content-Security-Policy that only allows
 * index.html's own).
 */
function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'matchpost-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the bundle's imports resolve to node_modules.
      const ssrDir = path.join(
        config.root,
        `node_modules/.cache/matchpost-prerender-${process.pid}`,
      );
      rmSync(ssrDir, { recursive: true, force: true });
      mkdirSync(ssrDir, { recursive: true });
      try {
        await build({
          configFile: path.join(config.root, 'vite.config.ts'),
          logLevel: 'warn',
          build: {
            ssr: 'src/client/app/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        writeFileSync(path.join(ssrDir, 'run.mjs'), prerenderRunner);
        const markup = execFileSync(process.execPath, [path.join(ssrDir, 'run.mjs')], {
          cwd: ssrDir,
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
        }).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!index.includes(root)) this.error('index.html has no empty #root to render into');
        writeFileSync(
          path.join(outDir, 'landing.html'),
          index.replace(root, `<div id="root"><div data-prerendered inert>${markup}</div></div>`),
        );
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The browser gets Preact in React's place (its compat layer): a tenth of react-dom's weight,
 * which decides whether the landing page fits its JavaScript budget (120 KB gzip). The build-time
 * render of the landing page (an SSR build) keeps React's own server renderer.
 */
export const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * A build log that tells nothing to act on, left out so that a first `npm start` prints no
 * alarm: react-router reads React 19's `useOptimistic`, which Preact's compat layer does not
 * have, and falls back to the plain value when it is undefined (its `useOptimisticSafe`), so the
 * import Rolldown reports as undefined is expected. Every other log is printed as it comes.
 */
export function isExpectedBuildLog(log: { code?: string; message: string }): boolean {
  return (
    log.code === 'IMPORT_IS_UNDEFINED' &&
    log.message.includes('`useOptimistic`') &&
    log.message.includes('preact/compat')
  );
}

/**
 * The web app: index.html at the repo root, built into dist/client, which the Node server serves.
 * In development `vite` proxies /api to the server on port 3000. Imports resolve through the
 * package.json "imports" aliases (#shared/*, #client/*) with explicit .ts/.tsx extensions.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), landingSamplePosts(), prerenderLanding()],
  resolve: { alias: isSsrBuild ? [] : preactInPlaceOfReact },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, print) {
        if (!isExpectedBuildLog(log)) print(level, log);
      },
      // The bundler's note on slow plugin callbacks names the landing's sample posts, drawn by
      // the renderer at build time on purpose (seconds on a loaded machine): known and wanted,
      // no finding to print on every start. `npm run build` says how long the build took.
      checks: { bundlerTimings: false },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
