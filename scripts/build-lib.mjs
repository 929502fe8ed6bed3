// Shared by build.mjs and start.mjs: builds the web app (Vite) and bundles the server (esbuild),
// and tells whether the build is older than the sources.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIsCurrent() {
  if (!existsSync(stampFile) || !existsSync(path.join(root, 'dist/server/main.js'))) return false;
  const built = statSync(stampFile).mtimeMs;
  return inputs.every((input) => newestMtime(path.join(root, input)) <= built);
}

/** Text the server sends often: worth a .br and a .gz beside it. Images and fonts stay as they are. */
const precompressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;

/**
 * Writes file.br and file.gz beside every text file of the built web app, so the server sends
 * hashed assets compressed without compressing them on every request.
 */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!precompressible.test(entry.name)) continue;
    const raw = readFileSync(file);
    if (raw.length < 1024) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  }
}

/**
 * Builds the web app into `<dist>/client` and the server into `<dist>/server`: `dist` of the
 * project unless another folder is named (a test builds into a folder of its own).
 */
export async function build({ quiet = false, dist = path.join(root, 'dist') } = {}) {
  const started = Date.now();
  const { build: viteBuild } = await import('vite');
  // Vite sets NODE_ENV=production for its build; npm start goes on in this same process, where
  // that would switch the server to production settings nobody asked for.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await viteBuild({
      root,
      logLevel: quiet ? 'warn' : 'info',
      configFile: path.join(root, 'vite.config.ts'),
      build: { outDir: path.join(dist, 'client') },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(path.join(dist, 'client'));
  const esbuild = await import('esbuild');
  rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  try {
    await bundleServer(esbuild, path.join(dist, 'server'), quiet);
  } finally {
    // esbuild answers from a service process it keeps for the next call; npm start goes on to
    // run the server in this process, so the service would stay beside it for nothing.
    await esbuild.stop();
  }
  writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());
  if (!quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The server and each worker thread's module as its own file, bundled by esbuild. */
async function bundleServer(esbuild, outdir, quiet) {
  await esbuild.build({
    // The server, and each worker thread's module as its own file (src/server/workers/typed-worker.ts).
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      'workers/svg-logo': path.join(root, 'src/server/logos/svg-logo.worker.ts'),
      'workers/render': path.join(root, 'src/server/render/render.worker.ts'),
      'workers/sponsor-report': path.join(root, 'src/server/sponsors/report.worker.ts'),
      'workers/pglite-initdb': path.join(root, 'src/server/db/pglite-initdb.ts'),
    },
    outdir,
    // Parts loaded with import() (the S3 client) become chunks that load only when used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  });
}
