import { describe, expect, it } from 'vitest';
import {
  allowedKinds,
  allowedVideoKinds,
  captionCounts,
  defaultCaption,
  ratioOf,
  swissInputs,
  swissToIso,
} from '#client/lib/publish-form.ts';

describe('defaultCaption', () => {
  it('keeps the post’s own caption', () => {
    expect(defaultCaption({ caption: '  Matchday! #hopp ', teamName: 'Herren 1' })).toBe(
      'Matchday! #hopp',
    );
  });

  it('writes the team and its games when the post has no caption', () => {
    expect(
      defaultCaption({ caption: '', teamName: 'Herren 1', games: ['HC A – HC B, 29.11.2026'] }),
    ).toBe('Herren 1\nHC A – HC B, 29.11.2026');
    expect(defaultCaption({})).toBe('');
  });
});

describe('captionCounts', () => {
  it('counts characters as code points and hashtags as Instagram does', () => {
    expect(captionCounts('Sieg ⚽ #hopp #Zürich2026 # not')).toEqual({
      chars: 30,
      hashtags: 2,
      charsOver: false,
      hashtagsOver: false,
    });
  });

  it('says when the caption is over 2,200 characters or 30 hashtags', () => {
    expect(captionCounts('a'.repeat(2200)).charsOver).toBe(false);
    expect(captionCounts('a'.repeat(2201)).charsOver).toBe(true);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#t${i}`).join(' ');
    expect(captionCounts(tags(30)).hashtagsOver).toBe(false);
    expect(captionCounts(tags(31))).toMatchObject({ hashtags: 31, hashtagsOver: true });
  });
});

describe('allowedKinds', () => {
  it('offers a feed post for 4:5, 1:1 and landscape, a story for one 9:16 image only', () => {
    expect(allowedKinds([ratioOf('4:5')])).toEqual(['feed']);
    expect(allowedKinds([ratioOf('1:1')])).toEqual(['feed']);
    expect(allowedKinds([ratioOf('1100:800')])).toEqual(['feed']);
    expect(allowedKinds([ratioOf('9:16')])).toEqual(['story']);
    expect(allowedKinds([ratioOf('9:16'), ratioOf('9:16')])).toEqual([]);
    expect(allowedKinds([ratioOf('4:5'), ratioOf('4:5')])).toEqual(['feed']);
    expect(allowedKinds([])).toEqual([]);
  });
});

describe('allowedVideoKinds', () => {
  it('offers a Reel for one 9:16 or 4:5 video, a story for 9:16 only, nothing else', () => {
    expect(allowedVideoKinds([ratioOf('9:16')])).toEqual(['feed', 'story']);
    expect(allowedVideoKinds([ratioOf('4:5')])).toEqual(['feed']);
    expect(allowedVideoKinds([ratioOf('1:1')])).toEqual([]);
    expect(allowedVideoKinds([ratioOf('9:16'), ratioOf('9:16')])).toEqual([]);
  });
});

describe('swissToIso', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(swissToIso('2026-11-29', '14:30')).toBe('2026-11-29T13:30:00.000Z');
    expect(swissToIso('2026-07-01', '09:05')).toBe('2026-07-01T07:05:00.000Z');
  });

  it('crosses midnight and the year', () => {
    expect(swissToIso('2027-01-01', '00:15')).toBe('2026-12-31T23:15:00.000Z');
  });

  it('takes a time the clock skips an hour later, a doubled one the first time', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(swissToIso('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(swissToIso('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(swissToIso('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('answers null for what is no date or time', () => {
    expect(swissToIso('2026-02-30', '10:00')).toBeNull();
    expect(swissToIso('2026-11-29', '24:00')).toBeNull();
    expect(swissToIso('29.11.2026', '10:00')).toBeNull();
    expect(swissToIso('2026-11-29', '')).toBeNull();
  });

  it('is the inverse of swissInputs', () => {
    const moment = new Date('2026-06-15T18:45:00.000Z');
    const { date, time } = swissInputs(moment);
    expect({ date, time }).toEqual({ date: '2026-06-15', time: '20:45' });
    expect(swissToIso(date, time)).toBe(moment.toISOString());
  });
});
