import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Sends a person who just finished signing in on to `to` (a path of this site), once. */
export function PostSignInRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
