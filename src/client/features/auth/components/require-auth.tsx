import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PostSignInRedirect } from '#client/features/auth/components/post-sign-in-redirect.tsx';
import { useMe } from '#client/api/get-me.ts';
import { DEFAULT_SIGN_IN_TARGET, safeTargetPath, signInPath } from '#client/lib/sign-in-target.ts';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * Guards the profile area and the editor (docs/product.md section 2): a spinner while the session loads,
 * /auth for a visitor who is not signed in or still owes the second factor, which leads back here
 * afterwards. A sign-in link of the earlier kind (/profile?signedIn=1) goes on to its `next`, or
 * the studio.
 */
export function RequireAuth({
  children,
  paid = false,
}: {
  children: ReactNode;
  /**
   * Only for paid plans and for the workspace's owner and admins (the template editor): others
   * go to the template list, which says why.
   */
  paid?: boolean;
}) {
  const { user, mfaPending, isPending, entitlements, workspace } = useMe();
  const [params] = useSearchParams();
  const location = useLocation();
  const justSignedIn = params.get('signedIn') === '1';

  if (isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!user || mfaPending) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (justSignedIn) {
    return <PostSignInRedirect to={safeTargetPath(params.get('next')) ?? DEFAULT_SIGN_IN_TARGET} />;
  }
  if (paid && (!entitlements.paid || !roleCan(workspace?.role, 'library'))) {
    return <Navigate to="/profile/templates" replace />;
  }
  return children;
}
