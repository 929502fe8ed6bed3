import { useEffect, useState } from 'react';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import type { Language } from '#client/i18n/languages.ts';

type Posts = { default: SvgNode[] };

/** One small chunk per language, drawn at build time by the renderer (vite.config.ts). */
const loaders: Record<Language, () => Promise<Posts>> = {
  de: () => import('virtual:landing-sample-posts/de'),
  en: () => import('virtual:landing-sample-posts/en'),
  fr: () => import('virtual:landing-sample-posts/fr'),
  it: () => import('virtual:landing-sample-posts/it'),
};

/**
 * The hero's sample posts in `language`: null until their chunk is there (the phone keeps the
 * post's box meanwhile, so nothing moves). A language switch keeps the old posts until the new
 * ones arrive.
 */
export function useSamplePosts(language: Language): SvgNode[] | null {
  const [loaded, setLoaded] = useState<{ language: Language; posts: SvgNode[] } | null>(null);
  useEffect(() => {
    let current = true;
    loaders[language]().then(
      (module) => {
        if (current) setLoaded({ language, posts: module.default });
      },
      // Without the chunk (offline) the phone shows the empty post box.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.posts ?? null;
}
