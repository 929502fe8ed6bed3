/**
 * The interface's colour scheme: light, dark or follow the system (docs/product.md section 3, local
 * preferences). Not to be confused with a post's theme (default, light, dark, club).
 */
export const colorSchemes = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof colorSchemes)[number];
export type ResolvedColorScheme = 'light' | 'dark';

/** Kept under its first name so that a stored choice survives. */
export const COLOR_SCHEME_STORAGE_KEY = 'ui-theme';
export const defaultColorScheme: ColorScheme = 'system';

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (colorSchemes as readonly string[]).includes(value);
}

/** The colours actually shown: `system` follows the operating system's preference. */
export function resolveColorScheme(
  scheme: ColorScheme,
  systemPrefersDark: boolean,
): ResolvedColorScheme {
  if (scheme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return scheme;
}
