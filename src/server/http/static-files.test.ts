import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressText } from '#server/http/compression.ts';
import { mountWebApp } from '#server/http/static-files.ts';
import { readAnswer } from '#server/testing/held-request.ts';

/**
 * The web app's files over real HTTP: the repo's index.html and public/ files (icons, manifest,
 * Open Graph image) as the build copies them into dist/client, plus a hashed asset with its
 * precompressed variants.
 */
const repo = path.join(import.meta.dirname, '../../..');
const appUrl = 'https://matchpost.example';
const script = `export const teams = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Team ${i}`))};\n`;

const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-static-'));
let server: ServerType;
let base: string;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  copyFileSync(path.join(repo, 'index.html'), path.join(dir, 'index.html'));
  // What the build's prerender writes (vite.config.ts): the landing page drawn into #root.
  writeFileSync(
    path.join(dir, 'landing.html'),
    readFileSync(path.join(repo, 'index.html'), 'utf8').replace(
      '<div id="root"></div>',
      '<div id="root"><div data-prerendered inert><h1>Dein Matchtag als Post.</h1></div></div>',
    ),
  );
  for (const file of readdirSync(path.join(repo, 'public'))) {
    copyFileSync(path.join(repo, 'public', file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js'), script);
  writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script));
  const app = new Hono();
  app.use('*', compressText());
  mountWebApp(app, dir, { appUrl });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with node:http, so the body arrives as sent (no automatic decompression). */
function get(
  url: string,
  acceptEncoding = 'gzip, deflate, br',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => readAnswer(response).then(resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the page', () => {
  it.each(['/', '/studio', '/studio/unihockey/demo-101/', '/profile/teams', '/profile/elsewhere'])(
    '%s is index.html, never cached without asking, under the Content-Security-Policy',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-encoding']).toBe('gzip');
    },
  );

  it.each(['/no-such-page', '/studio/unihockey/1/2/3/4', '/index.html', '/impressum/x'])(
    '%s is none of the app pages: the 404 page, with the status 404 and the same headers',
    async (url) => {
      const response = await get(url, 'identity');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // The page itself, so the client router shows its 404 page in the visitor's language.
      expect(response.body.toString()).toContain('<div id="root"></div>');
    },
  );

  it("is the build's prerendered landing page for '/' only, the empty shell elsewhere", async () => {
    const landing = (await get('/', 'identity')).body.toString();
    expect(landing).toContain('<div data-prerendered inert><h1>Dein Matchtag als Post.</h1>');
    for (const url of ['/auth', '/studio', '/impressum']) {
      const page = (await get(url, 'identity')).body.toString();
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('data-prerendered inert');
    }
  });

  it('links the icons, the manifest and an absolute Open Graph image', async () => {
    const response = await get('/', 'identity');
    const html = response.body.toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('href="/favicon-32.png"');
    expect(html).toContain(`<meta property="og:image" content="${appUrl}/og-image.png" />`);
    expect(html).toContain(`<meta property="og:url" content="${appUrl}/" />`);
    expect(html).toMatch(/<meta property="og:title" content="Matchpost[^"]*" \/>/);
    expect(html).toMatch(/<meta\s+property="og:description"\s+content="[^"]+"/);
  });
});

describe('hashed assets', () => {
  it('come brotli-compressed with a year-long immutable cache', async () => {
    const response = await get('/assets/app-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });
});

describe('icons, manifest and Open Graph image', () => {
  it('serves the manifest as application/manifest+json with name, language, colours and icons', async () => {
    const response = await get('/manifest.webmanifest', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const manifest = JSON.parse(response.body.toString()) as {
      name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; type: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe('Matchpost');
    expect(manifest.lang).toBe('de-CH');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual([
      'any',
      'any',
      'any',
      'maskable',
    ]);
    // Every icon is there, of its stated type and size.
    for (const icon of manifest.icons) {
      const file = await get(icon.src, 'identity');
      expect(file.status, icon.src).toBe(200);
      expect(file.headers['content-type']?.split(';')[0], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(file.body);
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml', null],
    ['/favicon-32.png', 'image/png', '32x32'],
    ['/apple-touch-icon.png', 'image/png', '180x180'],
    ['/og-image.png', 'image/png', '1200x630'],
  ])('serves %s as %s (%s), cached for a day', async (url, type, size) => {
    const response = await get(url, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']?.split(';')[0]).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    if (size) {
      const { width, height } = pngSize(response.body);
      expect(`${width}x${height}`).toBe(size);
    } else {
      expect(response.body.toString()).toMatch(/^<svg /);
    }
  });

  it('never compresses the PNGs', async () => {
    const response = await get('/og-image.png', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(pngSize(response.body)).toEqual({ width: 1200, height: 630 });
  });
});
