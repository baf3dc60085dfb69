// mf_social's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const socialRoutes = defineRoutes(
  'mf_social',
  {
    leisureZones: '/zonas-ocio',
    leisureZone: '/zonas-ocio/:id',
    events: '/eventos',
    event: '/eventos/:id',
    news: '/novedades',
  },
  {
    // Its pages read with the small reader before supabase-js (app.tsx), and the shell does not
    // wait for the client; only a signed-in user's actions use it, and it is loaded for them.
    pagesLoadSupabase: true,
    meta: {
      leisureZones: {
        title: 'Zonas de ocio',
        description:
          'Bares, restaurantes, parques y más cerca de tu universidad, valorados por estudiantes.',
      },
      leisureZone: {
        title: 'Zona de ocio',
        description: 'Valoraciones y comentarios de una zona de ocio.',
      },
      events: {
        title: 'Eventos',
        description: 'Próximos eventos universitarios: apúntate o crea el tuyo.',
      },
      event: { title: 'Evento', description: 'Fecha, lugar, participantes y chat del evento.' },
      news: {
        title: 'Novedades',
        description: 'Anuncios, empleo, formación y noticias de UniVida.',
      },
    },
  },
);
