/**
 * Where a person lands after opening the sign-in link (SPEC.md section 2, sign-in screen): the
 * subscription screen when they came from choosing a plan and a plan is saved, otherwise home.
 * The mailed link always leads to /profile?signedIn=1; the intent is kept in local storage
 * because the link may open in another tab.
 */
export const POST_SIGN_IN_KEY = 'matchpost-post-sign-in';

export type PostSignInIntent = 'home' | 'subscription';

export function intentFromQuery(redirect: string | null): PostSignInIntent {
  return redirect === 'subscription' ? 'subscription' : 'home';
}

export function postSignInPath(intent: string | null, selectedPlan: string | null): string {
  return intent === 'subscription' && selectedPlan ? '/profile/subscription' : '/';
}

/** The sign-in form's e-mail rule; the specification leaves the exact rule open. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}
