// mf_housing's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { accountRoutes } from '@univida/mf-account/routes';
import { defineRoutes } from '@univida/shared-router/route-table';

export const housingRoutes = defineRoutes(
  'mf_housing',
  {
    list: '/alojamiento',
    detail: '/alojamiento/:id',
    flatmates: '/roomie-match',
    flatmate: '/roomie-match/:id',
    chats: '/chats',
    myListings: '/mis-alojamientos',
  },
  {
    // Its pages read with the small reader before supabase-js (app.tsx), and the shell does not
    // wait for the client; only a signed-in user's pages and actions use it, loaded for them.
    pagesLoadSupabase: true,
    // SPEC: a visitor's /chats goes to sign in (chats-page.tsx), so that page downloads at once.
    visitorRedirects: { chats: accountRoutes.patterns.login },
    meta: {
      list: {
        title: 'Buscar Alojamiento',
        description: 'Pisos, residencias y estudios para estudiantes cerca de tu universidad.',
      },
      detail: {
        title: 'Alojamiento',
        description: 'Fotos, precio, habitaciones y propietario del alojamiento.',
      },
      flatmates: {
        title: 'RoomieMatch',
        description: 'Encuentra compañeros de piso compatibles contigo.',
      },
      flatmate: {
        title: 'Perfil de compañero',
        description: 'Perfil, presupuesto e intereses de un posible compañero de piso.',
      },
      chats: { title: 'Chats', description: 'Tus conversaciones con propietarios y compañeros.' },
      myListings: {
        title: 'Mis alojamientos',
        description: 'Publica tus habitaciones y mantenlas al día.',
      },
    },
  },
);
