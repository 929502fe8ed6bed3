import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { crashDataDir, killDuringBurst } from '#server/testing/crash-data-dir.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { templateListSchema } from '#shared/templates/template-list.schema.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';
import { templateSchema } from '#shared/templates/template-write.schema.ts';

/**
 * A server process killed with SIGKILL in the middle of a burst of template saves (creates and
 * updates of a paid user): after a restart every listed template loads and validates, and each
 * is one whole save, its name and its design from the same request, never a mix or a part.
 */
const { start } = crashDataDir('template-crash');

/** Upgrades the user to Pro (five own templates) through the demo checkout, as a user would. */
async function upgradeToPro(server: ServerProcess, session: TestSession) {
  const checkout = await apiCall(server.url, session, 'POST', '/api/billing/checkout', {
    tier: 'pro',
    interval: 'yearly',
  });
  expect(checkout.status).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const id = new URL(url, server.url).searchParams.get('session') ?? '';
  const paid = await apiCall(server.url, session, 'POST', `/api/billing/demo/checkout/${id}/pay`);
  expect(paid.status).toBe(200);
}

/**
 * Save number `n`: its number in the name and in a text of the design, with large images so
 * the writes take long enough to be cut.
 */
function save(n: number, image: string) {
  const images = Array.from({ length: 3 }, (_, i) => ({
    id: `photo-${i}`,
    type: 'image',
    x: 100 + i * 10,
    y: 100,
    width: 400,
    height: 300,
    href: image,
  }));
  const texts = Array.from({ length: 40 }, (_, i) => ({
    id: `text-${i}`,
    type: 'text',
    x: 540,
    y: 120 + i * 20,
    content: `Speichern ${n} Zeile ${i}`,
    fontSize: 24,
  }));
  return {
    name: `Vorlage ${n}`,
    supportedGames: 1,
    svgConfig: {
      elements: [
        ...images,
        ...texts,
        { id: 'n', type: 'text', x: 540, y: 60, content: `#${n}`, fontSize: 40 },
      ],
      backgroundColor: '#102030',
      format: '4:5',
    },
  };
}

describe('a server killed during template saves', () => {
  it('keeps only whole templates after a restart, each loading and valid', async () => {
    // Noise compresses badly: a data URL of about 250 KB per image.
    const noise = Buffer.from(
      Array.from({ length: 300 * 250 * 3 }, () => (Math.random() * 256) | 0),
    );
    const image = `data:image/png;base64,${(
      await sharp(noise, { raw: { width: 300, height: 250, channels: 3 } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

    let server = await start();
    const session = await signInTestUser(server.url, server.outboxDir, 'vorlagen@club.ch');
    await upgradeToPro(server, session);
    const first = await apiCall(server.url, session, 'POST', '/api/templates', save(0, image));
    expect(first.status).toBe(201);
    const firstId = templateSchema.parse(await first.json()).id;

    // Four new templates (the plan's five with the first) and updates of the first, all at once.
    const burst = Array.from({ length: 24 }, (_, i) => {
      const n = i + 1;
      return i % 6 === 0
        ? apiCall(server.url, session, 'POST', '/api/templates', save(n, image))
        : apiCall(server.url, session, 'PUT', `/api/templates/${firstId}`, save(n, image));
    });
    // Kill once the first save is through, while the others are on their way.
    const outcomes = await killDuringBurst(server, burst);
    expect(outcomes.some((status) => status === 200 || status === 201)).toBe(true);
    expect(outcomes).toContain('cut');

    server = await start();
    const list = templateListSchema.parse(
      await (await apiCall(server.url, session, 'GET', '/api/templates')).json(),
    );
    expect(list.templates.map((t) => t.id)).toContain(firstId);
    expect(list.templates.length).toBeLessThanOrEqual(5);
    for (const entry of list.templates) {
      const response = await apiCall(server.url, session, 'GET', `/api/templates/${entry.id}`);
      expect(response.status, entry.name).toBe(200);
      const template = templateSchema.parse(await response.json());
      expect(svgConfigSchema.safeParse(template.svgConfig).success).toBe(true);
      // One whole save: the number of the name is the one of every text, and every part is there.
      const n = /^Vorlage (\d+)$/.exec(template.name)?.[1];
      expect(n, template.name).toBeDefined();
      const expected = save(Number(n), image).svgConfig.elements.length;
      expect(template.svgConfig.elements).toHaveLength(expected);
      const texts = template.svgConfig.elements.flatMap((element) =>
        element.type === 'text' ? [element.content] : [],
      );
      expect(texts.every((text) => text.startsWith(`Speichern ${n} `) || text === `#${n}`)).toBe(
        true,
      );
      const images = template.svgConfig.elements.filter((element) => element.type === 'image');
      expect(images).toHaveLength(3);
    }
  }, 300_000);
});
