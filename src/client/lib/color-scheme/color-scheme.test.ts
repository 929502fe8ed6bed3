import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  isColorScheme,
  resolveColorScheme,
} from '#client/lib/color-scheme/color-scheme.ts';

describe('colour scheme', () => {
  it('follows the system only when the choice is system', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('takes only light, dark and system from storage', () => {
    expect(isColorScheme('dark')).toBe(true);
    expect(isColorScheme('club')).toBe(false);
    expect(isColorScheme(null)).toBe(false);
  });

  it('keeps the stored choice under the key earlier versions wrote', () => {
    expect(COLOR_SCHEME_STORAGE_KEY).toBe('ui-theme');
  });
});
