// 'Para ti' (issue 17): the signed-in user's own corner of Home, exposed as ./ForYou for the shell
// to compose above its Home (loaded only for signed-in users; the shell's error boundary and
// skeleton surround it). Its data comes from Supabase; its links are other remotes' list URLs.
import { useProfile, useSession } from '@univida/shared-auth';
import { QueryProvider } from '@univida/shared-query';
import { ForYouFrame, ForYouSkeleton, forYouRole } from '@univida/shared-journey/for-you-frame';
import { AdminCards } from './features/for-you/components/admin-cards';
import { ChatsCard } from './features/for-you/components/chats-card';
import { PublishCard } from './features/for-you/components/publish-card';
import { StudentCards } from './features/for-you/components/student-cards';

export default function ForYou() {
  const { user } = useSession();
  const { profile } = useProfile();
  if (!user) return null;
  if (!profile) return <ForYouSkeleton role={forYouRole(user, profile)} />;
  return (
    <QueryProvider userId={user.id}>
      <ForYouFrame>
        {profile.user_type === 'admin' ? (
          <AdminCards userId={profile.id} />
        ) : profile.user_type === 'owner' ? (
          <>
            <ChatsCard userId={profile.id} show="listing-requests" />
            <PublishCard ownerId={profile.id} />
          </>
        ) : (
          <StudentCards profile={profile} />
        )}
      </ForYouFrame>
    </QueryProvider>
  );
}
