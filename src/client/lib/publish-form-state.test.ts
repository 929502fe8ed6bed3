import { describe, expect, it } from 'vitest';
import type { Publication } from '#shared/publishing/publication.schema.ts';
import { onItsWay } from '#client/lib/publish-form.ts';

const publication = (state: Publication['state'], publishAt: string): Publication => ({
  id: '7d1c3f0e-8a4b-4c1e-9f2a-1b2c3d4e5f60',
  kind: 'feed',
  media: 'image',
  caption: '',
  state,
  publishAt,
  createdAt: publishAt,
  images: 1,
  channels: [],
});

describe('onItsWay', () => {
  const now = Date.parse('2026-11-29T12:00:00.000Z');

  it('is true while publishing, or scheduled and due', () => {
    expect(onItsWay(publication('publishing', '2026-11-29T11:00:00.000Z'), now)).toBe(true);
    expect(onItsWay(publication('scheduled', '2026-11-29T11:59:00.000Z'), now)).toBe(true);
  });

  it('is false for what waits for later or is done', () => {
    expect(onItsWay(publication('scheduled', '2026-11-29T13:00:00.000Z'), now)).toBe(false);
    for (const state of ['published', 'failed', 'cancelled'] as const) {
      expect(onItsWay(publication(state, '2026-11-29T11:00:00.000Z'), now)).toBe(false);
    }
  });
});
