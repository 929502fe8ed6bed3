import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cleanSvgLogo } from '#server/logos/svg-logo.ts';
import { ImageResolver } from '#server/render/image-resolver.ts';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import { hugeLogo, slimLogo } from '#shared/logos/testing/svg-logos.ts';

/**
 * Run by svg-logo-bounds.test.ts in a child process whose memory is limited: every SVG logo
 * the outside probe sent, through the upload (cleaning and trial drawing) and through the
 * export's image resolver as a logo stored before the rule (largest drawing, 2048 px). Prints
 * one JSON line of what became of each; a drawing beyond the bounds ends this process instead.
 */
const secret = 'bounded-drawing-child-secret-0123456789';
const storage = new DiskStorage(
  mkdtempSync(path.join(tmpdir(), 'matchpost-bounded-')),
  secret,
  'http://127.0.0.1',
);
const resolver = new ImageResolver({
  storage,
  fetchRemote: async (url) => {
    throw new Error(`no network here: ${url}`);
  },
  crests: () => null,
  appSecret: secret,
});

const logos: Record<string, string> = {
  probe: slimLogo(400_000),
  tallAcceptedBefore: slimLogo(200),
  exportProbe: slimLogo(50),
  slimmestAllowed: slimLogo(20),
  hugeButSane: hugeLogo,
};

const results: Record<string, { upload: string; export: string }> = {};
for (const [name, svg] of Object.entries(logos)) {
  let upload: string;
  try {
    const logo = await cleanSvgLogo(Buffer.from(svg));
    upload = `stored ${logo.width}x${logo.height}`;
  } catch (error) {
    upload = `refused ${(error as { code?: string }).code ?? String(error)}`;
  }
  const key = `logos/user-1/${name}.svg`;
  await storage.put(key, Buffer.from(svg), 'image/svg+xml');
  let drawn: string;
  try {
    const png = await resolver.prepared({
      href: `/api/files/${key}`,
      maxPixels: 2048,
      workspaceId: 'user-1',
    });
    const { width, height } = await sharp(png).metadata();
    drawn = `drawn ${width}x${height}`;
  } catch (error) {
    drawn = `left out (${(error as Error).name})`;
  }
  results[name] = { upload, export: drawn };
}
console.log(JSON.stringify({ results, rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20) }));
process.exit(0);
