import { describe, expect, it } from 'vitest';
import {
  createPublishNowLinks,
  type PublishNowLink,
} from '#server/publishing/publish-now-links.ts';

const slot = '6f1c1c9e-3a55-4f4e-9d8e-2f0d9c1b7a10';
const day = '2026-11-28';

function linksAt(at: Date, appSecret = 'a-secret-of-this-test') {
  return createPublishNowLinks({ appUrl: 'https://matchpost.test', appSecret, now: () => at });
}

function parsed(url: string): PublishNowLink {
  const query = new URL(url).searchParams;
  const field = (name: string) => query.get(name) ?? '';
  return {
    slot: field('slot'),
    day: field('day'),
    kind: field('kind'),
    version: field('version'),
    expires: field('expires'),
    sig: field('sig'),
  };
}

describe('the signed "Jetzt veröffentlichen" link', () => {
  const mailedAt = new Date('2026-11-28T07:00:00Z');
  const end = new Date('2026-11-28T23:00:00Z');
  const url = linksAt(mailedAt).link({ slot, day, kind: 'preview', version: 1700 }, end);

  it('works until its end and names what it publishes', () => {
    expect(new URL(url).pathname).toBe('/api/game-day-publications/publish');
    expect(linksAt(new Date('2026-11-28T22:59:59Z')).state(parsed(url))).toEqual({
      state: 'valid',
      slot,
      day,
      kind: 'preview',
      version: 1700,
    });
  });

  it('is expired after its end', () => {
    expect(linksAt(new Date('2026-11-28T23:00:01Z')).state(parsed(url))).toEqual({
      state: 'expired',
    });
  });

  it('refuses a link with any field changed, a later end included', () => {
    const link = parsed(url);
    const later = String(Number(link.expires) + 86_400);
    for (const forged of [
      { ...link, day: '2026-11-29' },
      { ...link, slot: '00000000-0000-4000-8000-000000000000' },
      { ...link, kind: 'result' },
      { ...link, version: '1701' },
      { ...link, expires: later },
      { ...link, sig: link.sig.slice(0, -2) + 'AA' },
      { ...link, sig: '' },
    ]) {
      expect(linksAt(mailedAt).state(forged)).toEqual({ state: 'invalid' });
    }
  });

  it('refuses a link signed with another secret', () => {
    const other = linksAt(mailedAt, 'another-secret').link(
      { slot, day, kind: 'preview', version: 1700 },
      end,
    );
    expect(linksAt(mailedAt).state(parsed(other))).toEqual({ state: 'invalid' });
  });

  it('refuses an unknown kind, malformed numbers and a day that is no ISO day', () => {
    const link = parsed(url);
    expect(linksAt(mailedAt).state({ ...link, kind: 'story' })).toEqual({ state: 'invalid' });
    expect(linksAt(mailedAt).state({ ...link, expires: '1e12' })).toEqual({ state: 'invalid' });
    expect(linksAt(mailedAt).state({ ...link, version: '-1' })).toEqual({ state: 'invalid' });
    expect(linksAt(mailedAt).state({ ...link, day: '28.11.2026' })).toEqual({ state: 'invalid' });
  });
});
