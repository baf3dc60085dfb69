import { ForYouCard, ForYouEmpty } from '@univida/shared-journey/for-you-frame';
import type { Profile } from '@univida/shared-auth';
import { accountRoutes } from '../../../routes';
import { MapPin } from 'lucide-react';
import { ChatsCard } from './chats-card';
import { EventsCard } from './events-card';
import { FlatmatesCard } from './flatmates-card';
import { RoomsCard } from './rooms-card';
import { SavedSearchesCard } from './saved-searches-card';

/** A student's five cards; the three about their city ask for it when the profile has none. */
export function StudentCards({ profile }: { profile: Profile }) {
  const { id, city, career } = profile;
  const budget = profile.budget === null ? null : Number(profile.budget);
  return (
    <>
      {city ? (
        <>
          <EventsCard city={city} />
          <RoomsCard city={city} career={career} budget={budget} />
          <FlatmatesCard userId={id} city={city} />
        </>
      ) : (
        <NoCity />
      )}
      <ChatsCard userId={id} show="unread" />
      <SavedSearchesCard userId={id} />
    </>
  );
}

// Three cards, as with a city, so the frame keeps its shape.
function NoCity() {
  const titles = ['Planes en tu ciudad', 'Habitaciones para ti', 'Compañeros compatibles'];
  return titles.map((title) => (
    <ForYouCard
      key={title}
      title={title}
      icon={<MapPin size={20} />}
      link={{ to: accountRoutes.paths.profile(), label: 'Completar Mi Perfil' }}
    >
      <ForYouEmpty>Añade tu ciudad en Mi Perfil para ver lo que hay cerca de ti.</ForYouEmpty>
    </ForYouCard>
  ));
}
