import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  COLOR_SCHEME_STORAGE_KEY,
  defaultColorScheme,
  isColorScheme,
  resolveColorScheme,
  type ColorScheme,
  type ResolvedColorScheme,
} from '#client/lib/color-scheme/color-scheme.ts';
import { readStorage, writeStorage } from '#client/lib/local-storage.ts';

interface ColorSchemeState {
  colorScheme: ColorScheme;
  resolvedColorScheme: ResolvedColorScheme;
  setColorScheme(colorScheme: ColorScheme): void;
}

const ColorSchemeContext = createContext<ColorSchemeState | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(darkQuery).matches;

/** Keeps the `dark` class on <html> in step with the chosen scheme and the system preference. */
export function ColorSchemeProvider({ children }: { children: ReactNode }) {
  const [colorScheme, setColorSchemeState] = useState<ColorScheme>(() => {
    const stored = readStorage(COLOR_SCHEME_STORAGE_KEY);
    return isColorScheme(stored) ? stored : defaultColorScheme;
  });
  // The landing page's build-time render (prerender.tsx) draws the light scheme; the inline
  // script in index.html has already set the visitor's own on <html>.
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const resolvedColorScheme = resolveColorScheme(colorScheme, prefersDark);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolvedColorScheme === 'dark');
    root.style.colorScheme = resolvedColorScheme;
  }, [resolvedColorScheme]);

  const setColorScheme = useCallback((next: ColorScheme) => {
    writeStorage(COLOR_SCHEME_STORAGE_KEY, next);
    setColorSchemeState(next);
  }, []);

  const value = useMemo(
    () => ({ colorScheme, resolvedColorScheme, setColorScheme }),
    [colorScheme, resolvedColorScheme, setColorScheme],
  );
  return <ColorSchemeContext value={value}>{children}</ColorSchemeContext>;
}

export function useColorScheme(): ColorSchemeState {
  const state = use(ColorSchemeContext);
  if (!state) throw new Error('useColorScheme must be used within a ColorSchemeProvider');
  return state;
}
