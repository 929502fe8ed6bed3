/**
 * Where a person goes after signing in: the page they were on their way to, the studio by
 * default. The target travels in the sign-in page's `next` query value and from there in the
 * mailed link's callbackURL (`/auth?signedIn=1&next=...`), through the second factor, so it
 * survives the link opening in another tab. Only paths of this site are taken: anything else
 * (another origin, `//host`, a backslash trick, a scheme) is ignored, never followed.
 */
export const DEFAULT_SIGN_IN_TARGET = '/studio';

const base = 'http://matchpost.invalid';

const hasControlCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** `value` as a path of this site ('/studio/unihockey?x=1'), or null when it is not one. */
export function safeTargetPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.example' would leave the site.
  if (!value.startsWith('/') || /[\\\s]/.test(value) || hasControlCharacter(value)) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The sign-in page itself is no destination: it would lead back here.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that leads on to `target` afterwards (a path of this site). */
export function signInPath(target?: string | null): string {
  const next = safeTargetPath(target);
  return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}

/** The path the mailed link leads to: the sign-in page, which passes the second factor and goes on. */
export function signInCallbackPath(target: string): string {
  const next = safeTargetPath(target) ?? DEFAULT_SIGN_IN_TARGET;
  return `/auth?signedIn=1&next=${encodeURIComponent(next)}`;
}
