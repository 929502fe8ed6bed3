/**
 * npx tsx scripts/og-image.ts: the site's icons and its Open Graph image, written into public/.
 * - favicon-32.png, apple-touch-icon.png (180, no transparent corners: iOS would fill them
 *   black), icon-192.png, icon-512.png and icon-maskable-512.png (the mark inside the safe zone)
 *   from public/favicon.svg;
 * - og-image.png (1200x630): the landing hero's first sample post, drawn by the product's own
 *   renderer (buildPost) and drawn through the export path (createPostRenderer, docs/export.md),
 *   beside the hero's German title.
 * Run it again when the mark, the hero title or the built-in designs change; the PNGs are
 * committed, so the build does not need the rasteriser.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { de } from '#client/i18n/de.ts';
import {
  renderSamplePost,
  samplePostInput,
} from '#client/features/landing/utils/render-sample-posts.ts';
import { sampleGames } from '#client/features/landing/utils/sample-games.ts';
import { ImageResolver } from '#server/render/image-resolver.ts';
import { createPostRenderer } from '#server/render/post-renderer.ts';
import { DiskStorage } from '#server/storage/disk-storage.ts';

const root = path.join(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const fontDir = path.join(root, 'src/shared/render/fonts');
const fontFiles = readdirSync(fontDir)
  .filter((file) => file.endsWith('.ttf'))
  .map((file) => path.join(fontDir, file));

const brand = '#e11d48';
const markPath = 'M17 45V20h6.5l8.5 13 8.5-13H47v25h-7V32.5l-8 11.5-8-11.5V45z';

function rasterize(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Arimo' },
  });
  return resvg.render().asPng();
}

async function writePng(file: string, png: Buffer): Promise<void> {
  const optimised = await sharp(png).png({ compressionLevel: 9, palette: false }).toBuffer();
  writeFileSync(path.join(publicDir, file), optimised);
  console.log(`wrote public/${file} (${optimised.length} bytes)`);
}

async function icons(): Promise<void> {
  const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  await writePng('favicon-32.png', rasterize(favicon, 32));
  await writePng('icon-192.png', rasterize(favicon, 192));
  await writePng('icon-512.png', rasterize(favicon, 512));
  // Full-bleed squares: the system rounds or masks them itself.
  const square = (scale: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/>` +
    `<path transform="translate(32 32) scale(${scale}) translate(-32 -32.5)" d="${markPath}" fill="#fff"/></svg>`;
  await writePng('apple-touch-icon.png', rasterize(square(1), 180));
  // Maskable: the mark stays inside the central 80 % circle.
  await writePng('icon-maskable-512.png', rasterize(square(0.8), 512));
}

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

async function ogImage(): Promise<void> {
  const sample = sampleGames[0];
  if (!sample) throw new Error('no sample game');
  const post = renderSamplePost(sample, 0, 'de');
  const storageDir = mkdtempSync(path.join(tmpdir(), 'matchpost-og-'));
  try {
    const images = new ImageResolver({
      // The sample post has no logos or photos: nothing is read from storage or the network.
      storage: new DiskStorage(storageDir, 'og-image', 'http://localhost'),
      fetchRemote: () => Promise.reject(new Error('the Open Graph image loads nothing remote')),
      crests: () => null,
      appSecret: 'og-image',
    });
    const renderer = createPostRenderer({ images });
    const postHeight = 550;
    const file = await renderer
      .render({
        layout: { kind: 'game', input: samplePostInput(sample, 0, 'de') },
        scale: postHeight / post.height,
      })
      .finally(() => renderer.close());
    const postPng = file.bytes as Buffer;
    const postWidth = Math.round((post.width * postHeight) / post.height);
    const { title, titleHighlight, lead } = de.landing.hero;
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const postX = 1200 - 80 - postWidth;
    const postY = (630 - postHeight) / 2;
    const titleLines = wrap(title, 16);
    const leadTop = 200 + (titleLines.length + 1) * 64 + 16;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#18181b"/><stop offset="1" stop-color="#09090b"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="${brand}" stop-opacity="0.45"/><stop offset="1" stop-color="${brand}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="highlight" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${brand}"/><stop offset="1" stop-color="#f97316"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(72 72) scale(0.875)">
    <rect width="64" height="64" rx="15" fill="${brand}"/><path d="${markPath}" fill="#fff"/>
  </g>
  <text x="140" y="112" font-family="Arimo" font-weight="700" font-size="36" fill="#fafafa">Matchpost</text>
  ${titleLines
    .map(
      (line, index) =>
        `<text x="72" y="${200 + index * 64}" font-family="Arimo" font-weight="700" font-size="56" fill="#fafafa">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <text x="72" y="${200 + titleLines.length * 64}" font-family="Arimo" font-weight="700" font-size="56" fill="url(#highlight)">${escape(titleHighlight)}</text>
  ${wrap(lead, 42)
    .map(
      (line, index) =>
        `<text x="72" y="${leadTop + index * 32}" font-family="Arimo" font-size="22" fill="#a1a1aa">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="${postX - 2}" y="${postY - 2}" width="${postWidth + 4}" height="${postHeight + 4}" rx="18" fill="#ffffff" fill-opacity="0.12"/>
  <image x="${postX}" y="${postY}" width="${postWidth}" height="${postHeight}" href="data:image/png;base64,${postPng.toString('base64')}" preserveAspectRatio="none"/>
</svg>`;
    await writePng('og-image.png', rasterize(svg, 1200));
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
}

await icons();
await ogImage();
