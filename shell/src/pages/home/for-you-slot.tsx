// Where Home composes mf_account's 'Para ti' (issue 17) for a signed-in user: its own chunk, so a
// visitor's Home downloads none of this, and its own error boundary, so a remote that fails to
// load or throws leaves Home whole. The skeleton is the widget's own frame (shared-journey), so
// nothing moves when the widget takes its place.
import { useProfile, useSession } from '@univida/shared-auth';
import {
  ForYouSkeleton,
  forYouRole,
  rememberForYouRole,
} from '@univida/shared-journey/for-you-frame';
import { Button, Container } from '@univida/shared-ui';
import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { RemoteErrorBoundary } from '../../federation/remote-error-boundary';
import { useRemoteRegistry } from '../../federation/registry-context';

export const FOR_YOU_REMOTE = 'mf_account';

export default function ForYouSlot() {
  const registry = useRemoteRegistry();
  const { user } = useSession();
  const { profile } = useProfile();
  // The skeleton's cards are the user's from the first render (an owner's two, not a student's five).
  useEffect(() => {
    if (profile) rememberForYouRole(profile.id, profile.user_type);
  }, [profile]);
  if (!user || !registry.has(FOR_YOU_REMOTE)) return null;
  const role = forYouRole(user, profile);
  const ForYou = registry.getExposed(FOR_YOU_REMOTE, 'ForYou');
  return (
    <RemoteErrorBoundary
      remote={FOR_YOU_REMOTE}
      onRetry={() => registry.retry(FOR_YOU_REMOTE)}
      fallback={(retry) => (
        <Container>
          <Failed role="alert">
            <p>No hemos podido cargar «Para ti» ahora mismo.</p>
            <Button size="sm" variant="outline" onClick={retry}>
              Reintentar
            </Button>
          </Failed>
        </Container>
      )}
    >
      <Suspense fallback={<ForYouSkeleton role={role} />}>
        <ForYou />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
