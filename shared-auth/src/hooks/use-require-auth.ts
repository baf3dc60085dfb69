import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './use-session';

/** Sends a signed-out visitor to `redirectTo`; returns the session for the signed-in case. */
export function useRequireAuth(redirectTo = '/login') {
  const { session, user } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) navigate(redirectTo, { replace: true });
  }, [session, navigate, redirectTo]);
  return { session, user, isAuthenticated: session !== null };
}
