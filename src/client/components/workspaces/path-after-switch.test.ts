import { describe, expect, it } from 'vitest';
import { pathAfterSwitch } from '#client/components/workspaces/path-after-switch.ts';

describe('the page after a switch', () => {
  it("leaves the editor of the workspace left behind for the new one's templates", () => {
    expect(pathAfterSwitch('/profile/templates/edit/3f2c')).toBe('/profile/templates');
    expect(pathAfterSwitch('/profile/templates/new')).toBe('/profile/templates');
  });

  it('stays on every other page', () => {
    for (const path of [
      '/studio/unihockey/1/2',
      '/profile/workspace',
      '/profile/templates',
      '/weekend',
    ]) {
      expect(pathAfterSwitch(path), path).toBeNull();
    }
  });
});
