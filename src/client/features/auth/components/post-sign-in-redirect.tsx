import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { POST_SIGN_IN_KEY, postSignInPath } from '#client/features/auth/utils/post-sign-in.ts';
import { readStorage, removeStorage } from '#client/lib/local-storage.ts';
import { SELECTED_PLAN_KEY } from '#client/lib/plan-choice.ts';

/** Sends a person who just finished signing in on to home or the subscription screen, once. */
export function PostSignInRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const target = postSignInPath(readStorage(POST_SIGN_IN_KEY), readStorage(SELECTED_PLAN_KEY));
    removeStorage(POST_SIGN_IN_KEY);
    void navigate(target, { replace: true });
  }, [navigate]);
  return null;
}
