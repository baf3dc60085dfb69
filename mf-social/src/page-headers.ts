// The headers of mf-social's pages that do not depend on data: each page renders its own from here,
// and the shell's build writes it into that route's HTML, so it shows with the document.
import type { PageHeaderText } from '@univida/shared-router/route-table';
import type { socialRoutes } from './routes';

export const pageHeaders = {
  leisureZones: {
    title: 'Zonas de ocio',
    subtitle: 'Bares, parques y planes cerca de tu universidad, valorados por estudiantes.',
  },
  events: {
    title: 'Eventos',
    subtitle: 'Próximos planes organizados por estudiantes.',
  },
  news: {
    title: 'Novedades',
    subtitle: 'Anuncios, empleo y formación para estudiantes.',
  },
} satisfies Partial<Record<keyof (typeof socialRoutes)['patterns'], PageHeaderText>>;
