import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
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
  return {
    name: 'matchpost-landing-sample-posts',
    resolveId(id) {
      return id.startsWith(SAMPLE_POSTS) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${SAMPLE_POSTS}`)) return null;
      const language = id.slice(SAMPLE_POSTS.length + 1);
      const { renderSamplePosts, isSampleLanguage } = (await tsImport(
        renderer,
        import.meta.url,
      )) as typeof SamplePosts;
      if (!isSampleLanguage(language)) this.error(`no sample posts in language '${language}'`);
      return `export default ${JSON.stringify(renderSamplePosts(language))};`;
    },
  };
}

/**
 * The web app: index.html at the repo root, built into dist/client, which the Node server serves.
 * In development `vite` proxies /api to the server on port 3000. Imports resolve through the
 * package.json "imports" aliases (#shared/*, #client/*) with explicit .ts/.tsx extensions.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), landingSamplePosts()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
