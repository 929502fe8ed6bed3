import { describe, expect, it } from 'vitest';
import { safeTargetPath, signInCallbackPath, signInPath } from '#client/lib/sign-in-target.ts';

describe('sign-in target', () => {
  it.each([
    ['/studio', '/studio'],
    ['/studio/unihockey/demo-101', '/studio/unihockey/demo-101'],
    ['/profile/subscription?x=1#top', '/profile/subscription?x=1#top'],
    ['/profile/../studio', '/studio'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeTargetPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/studio',
    '//evil.example/studio',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'studio',
    '/auth',
    '/auth?next=/studio',
    '',
    null,
    `/${'a'.repeat(2001)}`,
  ])('ignores %j', (value) => {
    expect(safeTargetPath(value)).toBeNull();
  });

  it('carries a safe target through the sign-in page and the mailed link, else the studio', () => {
    expect(signInPath('/studio/volleyball')).toBe('/auth?next=%2Fstudio%2Fvolleyball');
    expect(signInPath('https://evil.example')).toBe('/auth');
    expect(signInCallbackPath('/profile/teams')).toBe('/auth?signedIn=1&next=%2Fprofile%2Fteams');
    expect(signInCallbackPath('//evil.example')).toBe('/auth?signedIn=1&next=%2Fstudio');
  });
});
