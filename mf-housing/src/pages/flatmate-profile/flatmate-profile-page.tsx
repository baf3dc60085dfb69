import { accountRoutes } from '@univida/mf-account/routes';
import { useSession } from '@univida/shared-auth';
import { Link, useBackLink, useLocation, usePageMeta, useParams } from '@univida/shared-router';
import {
  BackLink,
  Button,
  Container,
  EmptyState,
  PageHeader,
  QueryState,
  Skeleton,
} from '@univida/shared-ui';
import { UserX } from 'lucide-react';
import styled from 'styled-components';
import { FavoriteToggle } from '../../components/favorite-toggle/favorite-toggle';
import { housingRoutes } from '../../routes';
import { useRoommate } from '../../features/flatmates/api/get-roommate';
import { PROFILE_LOAD_ERROR } from '../../features/flatmates/constants';
import { MessageButton } from '../../features/flatmates/components/message-button';
import { RoommateProfile } from '../../features/flatmates/components/roommate-profile';
import { FlatmateNextSteps } from '../../features/next-steps/components/flatmate-next-steps';

/** /roomie-match/:id — a flatmate's profile with the compatibility and its breakdown. */
export default function FlatmateProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useSession();
  const query = useRoommate(id, user?.id ?? null);
  const roommate = query.data?.roommate;
  // The tab names the person, not 'Perfil de compañero'.
  usePageMeta(
    roommate
      ? {
          title: roommate.full_name,
          description: `${roommate.full_name}: compatibilidad, intereses y presupuesto en RoomieMatch.`,
        }
      : null,
  );
  return (
    <Container>
      <BackLink>
        <Link {...useBackLink(housingRoutes.paths.flatmates())}>Volver a RoomieMatch</Link>
      </BackLink>
      <PageHeader title="Perfil de compañero" subtitle="Compatibilidad, intereses y presupuesto." />
      <QueryState
        query={query}
        errorTitle={PROFILE_LOAD_ERROR}
        loading={<Skeleton height={320} />}
        isEmpty={(detail) => detail.roommate === null}
        empty={
          <EmptyState
            icon={<UserX />}
            title="Compañero no encontrado"
            description="Puede que ya no busque compañero de piso."
          />
        }
      >
        {({ roommate, compatibility }) => {
          if (!roommate) return null;
          // One's own profile: nobody to message, save or look for a flat with.
          const own = roommate.id === user?.id;
          return (
            <>
              <RoommateProfile
                roommate={roommate}
                compatibility={compatibility}
                own={own}
                actions={
                  own ? (
                    <>
                      <OwnNote>Este es tu perfil.</OwnNote>
                      <Button asChild variant="outline">
                        <Link to={accountRoutes.paths.profile()}>Editar mi perfil</Link>
                      </Button>
                    </>
                  ) : (
                    <>
                      <MessageButton
                        roommateId={roommate.id}
                        firstName={roommate.full_name.split(' ')[0] || roommate.full_name}
                        viewerId={user?.id ?? null}
                        returnTo={location.pathname}
                      />
                      <FavoriteToggle
                        itemId={roommate.id}
                        itemName={roommate.full_name}
                        itemType="profile"
                      />
                    </>
                  )
                }
              />
              {!own && <FlatmateNextSteps flatmate={roommate} />}
            </>
          );
        }}
      </QueryState>
    </Container>
  );
}

const OwnNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
