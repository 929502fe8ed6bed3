import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontChoices, fontFaces, shippedFamily } from '#shared/typography/font-map.ts';
import { renderPost } from '#shared/render/render-post.ts';
import { measureText } from '#shared/typography/text-measure.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { fontDir } from '#server/render/font-files.ts';
import { testRenderer } from '#server/render/testing/golden-images.ts';

/**
 * Fonts are really drawn: a WOFF or a wrong family makes resvg draw nothing and say nothing
 * (docs/architecture.md, "Rendering"), so these tests look at the pixels.
 */
// The export path as the composition root builds it, ended after the file.
const renderer = testRenderer();

async function draw(
  fontFamily: string,
  options: { fontWeight?: number; fontStyle?: 'normal' | 'italic' } = {},
) {
  const config = svgConfigSchema.parse({
    format: '1:1',
    backgroundColor: '#ffffff',
    elements: [
      {
        id: 't',
        type: 'text',
        content: 'Hamburg 42',
        x: 40,
        y: 300,
        fontSize: 120,
        fontFamily,
        fill: '#000000',
        textAnchor: 'start',
        ...options,
      },
    ],
  });
  const post = renderPost(config, []);
  const raster = await renderer.pixels(
    { kind: 'game', input: { design: { template: config }, games: [], mode: 'preview' } },
    { scale: 0.5 },
  );
  return { ...raster, post };
}

function darkPixels(
  rgba: Buffer,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
) {
  let dark = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) if ((rgba[(y * width + x) * 4] as number) < 100) dark++;
  }
  return dark;
}

describe('post fonts', () => {
  it('ships every face as a real TrueType file with its licence', () => {
    for (const face of fontFaces) {
      const bytes = readFileSync(path.join(fontDir, face.file));
      // TrueType starts with 0x00010000 (WOFF would be 'wOFF').
      expect(bytes.readUInt32BE(0), face.file).toBe(0x00010000);
      const stem = face.file.replace(/-\d00(-italic)?\.ttf$/, '');
      expect(existsSync(path.join(fontDir, `LICENSE-${stem}.txt`)), stem).toBe(true);
    }
  });

  it.each(fontChoices)(
    'draws text in %s where the layout put it, and nowhere else',
    async (choice) => {
      const { rgba, width, height } = await draw(choice);
      const textWidth = measureText('Hamburg 42', {
        family: shippedFamily(choice),
        weight: 400,
        style: 'normal',
        fontSize: 120,
      });
      // Canvas units to pixels at scale 0.5: the text runs from x 40 to 40 + width, caps above y 300.
      const inside = darkPixels(rgba, width, {
        x0: 20,
        y0: 95,
        x1: Math.ceil((40 + textWidth) / 2) + 4,
        y1: 175,
      });
      expect(inside, `${choice} drew too little`).toBeGreaterThan(800);
      const right = darkPixels(rgba, width, {
        x0: Math.ceil((40 + textWidth) / 2) + 6,
        y0: 0,
        x1: width,
        y1: height,
      });
      const below = darkPixels(rgba, width, { x0: 0, y0: 180, x1: width, y1: height });
      expect(right + below, `${choice} drew outside its box`).toBe(0);
    },
  );

  it('gives different pixels for different families, weights and styles', async () => {
    const fingerprints = new Map<string, string>();
    for (const choice of fontChoices) {
      const family = shippedFamily(choice);
      if (fingerprints.has(family)) continue;
      fingerprints.set(family, (await draw(choice)).rgba.toString('base64'));
    }
    expect(new Set(fingerprints.values()).size).toBe(fingerprints.size);
    const regular = (await draw('Arial')).rgba;
    const bold = (await draw('Arial', { fontWeight: 700 })).rgba;
    const italic = (await draw('Arial', { fontStyle: 'italic' })).rgba;
    expect(bold.equals(regular)).toBe(false);
    expect(italic.equals(regular)).toBe(false);
    // Bold covers more ink than regular.
    const ink = (rgba: Buffer) => darkPixels(rgba, 540, { x0: 0, y0: 0, x1: 540, y1: 540 });
    expect(ink(bold)).toBeGreaterThan(ink(regular) * 1.2);
  });
});
