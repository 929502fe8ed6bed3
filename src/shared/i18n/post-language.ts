/**
 * The languages a post can be written in: the four a Swiss club posts in. German is the default
 * (the interface language is the studio's default choice).
 */
export const postLanguages = ['de', 'fr', 'it', 'en'] as const;
export type PostLanguage = (typeof postLanguages)[number];

export const defaultPostLanguage: PostLanguage = 'de';

export function isPostLanguage(value: unknown): value is PostLanguage {
  return typeof value === 'string' && (postLanguages as readonly string[]).includes(value);
}

/** The post language for an interface language: the same when it is one, German otherwise. */
export function postLanguageOf(language: string | null | undefined): PostLanguage {
  const base = language?.slice(0, 2).toLowerCase();
  return isPostLanguage(base) ? base : defaultPostLanguage;
}
