import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { compressText } from '#server/http/compression.ts';
import { mountWebApp } from '#server/http/static-files.ts';

const script = `export const teams = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Team ${i}`))};\n`;
const page = `<!doctype html><html><head></head><body>${'<p>Matchpost</p>'.repeat(200)}</body></html>`;
// A PNG signature followed by text-like bytes that would compress well if anyone tried.
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(8000, 65),
]);

const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-compress-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), page);
writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js'), script);
// What the build writes beside each text asset (scripts/build-lib.mjs).
writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script));
writeFileSync(path.join(dir, 'assets/crest-Ab12Cd34.png'), png);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function app() {
  const hono = new Hono();
  hono.use('*', compressText());
  hono.get('/api/teams', (c) => c.json({ teams: script }));
  hono.get('/api/export.png', (c) =>
    c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' }),
  );
  mountWebApp(hono, dir);
  return hono;
}

const get = (url: string, acceptEncoding?: string) =>
  app().request(url, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});

describe('hashed assets', () => {
  it('come as brotli when the browser accepts it, smaller, cached for a year', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 2);
  });

  it('come as gzip to a browser without brotli', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('come as they are to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-Ab12Cd34.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(script);
  });

  it('never compress images', async () => {
    const response = await get('/assets/crest-Ab12Cd34.png', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });
});

describe('the page and API answers', () => {
  it('send the page gzip-compressed and never cached without asking', async () => {
    const response = await get('/studio', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 2);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('send JSON compressed, and plain without Accept-Encoding', async () => {
    const zipped = await get('/api/teams', 'gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/api/teams');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { teams: string }).teams).toBe(script);
  });

  it('never compress a PNG export', async () => {
    const response = await get('/api/export.png', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });
});
