import { describe, expect, it } from 'vitest';
import { isAppPath } from '#shared/site/app-paths.ts';

describe('the pages of the app', () => {
  it("has the invitation mail's link and the Vereinskonto screen as pages", () => {
    expect(isAppPath('/invitations/rSsvnE7NvrFN1RGGHFL0Lm4iFkexIKAG3c06QeqhAhg')).toBe(true);
    expect(isAppPath('/profile/workspace')).toBe(true);
  });

  it('answers no page for an invitation without its token or with more after it', () => {
    expect(isAppPath('/invitations')).toBe(false);
    expect(isAppPath('/invitations/abc/accept')).toBe(false);
  });
});
