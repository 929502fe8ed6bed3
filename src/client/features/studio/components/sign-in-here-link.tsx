import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { signInPath } from '#client/lib/sign-in-target.ts';

/** A link to sign in that leads back to this very screen (its path and search) afterwards. */
export function SignInHereLink({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      to={signInPath(`${location.pathname}${location.search}`)}
      className="font-semibold text-brand underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
