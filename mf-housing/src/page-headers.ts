// The headers of mf-housing's pages that do not depend on data: each page renders its own from here,
// and the shell's build writes it into that route's HTML, so it shows with the document.
import type { PageHeaderText } from '@univida/shared-router/route-table';
import type { housingRoutes } from './routes';

export const pageHeaders = {
  list: {
    title: 'Buscar Alojamiento',
    subtitle: 'Pisos, residencias y estudios cerca de tu universidad.',
  },
  flatmates: {
    title: 'RoomieMatch',
    subtitle: 'Encuentra compañeros de piso compatibles contigo.',
  },
  chats: {
    title: 'Chats',
    subtitle: 'Tus conversaciones con propietarios y compañeros.',
  },
  myListings: {
    title: 'Mis alojamientos',
    subtitle: 'Publica tus habitaciones y mantenlas al día.',
  },
} satisfies Partial<Record<keyof (typeof housingRoutes)['patterns'], PageHeaderText>>;
