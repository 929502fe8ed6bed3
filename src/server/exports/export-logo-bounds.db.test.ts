import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates, userLogos } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import { glyphLogo, hugeLogo } from '#shared/logos/testing/svg-logos.ts';

/**
 * SVG logos stored before the drawing bounds (ADR 050), in templates, through real exports: a
 * logo the upload now refuses costs the export nothing and is left out (the post is drawn as if
 * it were not there), one whose declared size is absurd but whose aspect is sane is drawn
 * fitted. The slim logos of the probe (1 x 400,000, 1 x 200, 1 x 50) are exported through the
 * image resolver in a child with a memory limit (logos/svg-logo-bounds.test.ts), where a
 * regression ends the child and not this machine.
 */
let server: TestServer;
let paula: TestSession;
let body: (templateId?: string) => Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  body = await firstGameExport(server);
  paula = await signInTestUser(server.url, server.outboxDir, 'paula@logo-club.ch');
  await setTestTier(server.ctx.database.db, paula.userId, 'pro');
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** Stores an SVG logo as the upload did before the rule: file and row, unchecked. */
async function storeLogo(name: string, svg: string): Promise<string> {
  const filePath = `logos/${paula.userId}/${Date.now()}-${name}.svg`;
  await server.ctx.storage.put(filePath, Buffer.from(svg), 'image/svg+xml');
  await server.ctx.database.db.insert(userLogos).values({
    workspaceId: paula.userId,
    name,
    logoType: 'sponsor',
    filePath,
    fileUrl: `/api/files/${filePath}`,
  });
  return `/api/files/${filePath}`;
}

/** A 4:5 template with a sponsor band and, unless `logo` is null, the logo large beside it. */
async function storeTemplate(logo: string | null): Promise<string> {
  const elements = [
    { id: 'band', type: 'rect', x: 0, y: 1000, width: 1080, height: 350, fill: '#fde047' },
    ...(logo
      ? [{ id: 'logo', type: 'image', x: 40, y: 40, width: 1000, height: 900, href: logo }]
      : []),
  ];
  const [row] = await server.ctx.database.db
    .insert(templates)
    .values({
      workspaceId: paula.userId,
      name: 'Sponsor',
      supportedGames: 1,
      svgConfig: { format: '4:5', backgroundColor: '#102030', elements },
      format: '4:5',
    })
    .returning({ id: templates.id });
  return row!.id;
}

async function exportedPixels(templateId: string): Promise<Buffer> {
  const response = await apiCall(server.url, paula, 'POST', '/api/exports', body(templateId));
  expect(response.status, await response.clone().text()).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer();
}

describe('SVG logos stored before the drawing bounds', () => {
  it("leaves out the probe's 200,000-glyph logo: the post is drawn as without it", async () => {
    const logo = await storeLogo('text', glyphLogo(200_000));
    const [withLogo, without] = [await storeTemplate(logo), await storeTemplate(null)];
    // Before the bounds: about 12 s of CPU per export, then 422.
    expect((await exportedPixels(withLogo)).equals(await exportedPixels(without))).toBe(true);
  }, 60_000);

  it('draws a logo declaring 10,000,000 x 5,000,000 px fitted into the place it has', async () => {
    const logo = await storeLogo('huge', hugeLogo);
    const [withLogo, without] = [await storeTemplate(logo), await storeTemplate(null)];
    const [drawn, plain] = [await exportedPixels(withLogo), await exportedPixels(without)];
    expect(drawn.length).toBe(plain.length);
    expect(drawn.equals(plain)).toBe(false);
  }, 60_000);
});
