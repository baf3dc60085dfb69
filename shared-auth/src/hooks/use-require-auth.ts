import { useEffect, useRef } from 'react';
import { useSession } from './use-session';

/**
 * Calls `onSignedOut` whenever there is no session — typically a redirect with the app's router:
 * `useRequireAuth(() => navigate('/login', { replace: true }))`. shared-auth takes the redirect
 * from its caller instead of importing the router, so the router stays a package no other shared
 * package depends on (the federation plugin would otherwise bundle a copy into every remote).
 */
export function useRequireAuth(onSignedOut: () => void) {
  const { session, user } = useSession();
  const latest = useRef(onSignedOut);
  useEffect(() => {
    latest.current = onSignedOut;
  });
  useEffect(() => {
    if (!session) latest.current();
  }, [session]);
  return { session, user, isAuthenticated: session !== null };
}
