import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubPreview } from '#shared/render/testing/club-preview.ts';

// The API client sets the page language on import; these tests run without a browser.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { documentElement: {} } });
});

const { getTemplates } = await import('#client/api/get-templates.ts');

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/templates', () => {
  it('leaves out a template whose config the shared schema refuses, keeps the others', async () => {
    const config = clubPreview();
    const stored = { createdAt: '2026-03-01T10:00:00.000Z', locked: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              allowed: true,
              maxCustomTemplates: 2,
              templates: [
                { id: 't1', name: 'Matchday', supportedGames: 2, svgConfig: config, ...stored },
                {
                  id: 't2',
                  name: 'Broken',
                  supportedGames: 1,
                  svgConfig: { elements: 'x' },
                  ...stored,
                },
              ],
            }),
          ),
      ),
    );
    const templates = await getTemplates();
    expect(templates.map((template) => template.name)).toEqual(['Matchday']);
    expect(templates[0]?.supportedGames).toBe(2);
    expect(templates[0]?.locked).toBe(false);
  });
});
