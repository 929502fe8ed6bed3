import { DEFAULT_SIGN_IN_TARGET, safeTargetPath } from '#client/lib/sign-in-target.ts';

/**
 * Where a person lands after signing in (docs/product.md section 2, sign-in screen): the subscription
 * screen when they came from choosing a plan and a plan is saved, else the page they were on
 * their way to (`next`, or the guarded page that sent them here), else the studio. Only paths of
 * this site count (`safeTargetPath`).
 */
export function signInTarget({
  redirect,
  next,
  from,
  selectedPlan,
}: {
  redirect: string | null;
  next: string | null;
  from?: string | null;
  selectedPlan: string | null;
}): string {
  if (redirect === 'subscription' && selectedPlan) return '/profile/subscription';
  return safeTargetPath(next) ?? safeTargetPath(from) ?? DEFAULT_SIGN_IN_TARGET;
}

/** The sign-in form's e-mail rule; the specification leaves the exact rule open. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}
