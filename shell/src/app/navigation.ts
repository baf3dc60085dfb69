// The header's and footer's link groups (SPEC §2 Header), built from the route tables.
import { universityRoutes } from '@univida/mf-university/routes';
import { housingRoutes } from '@univida/mf-housing/routes';
import { socialRoutes } from '@univida/mf-social/routes';
import { shellRoutes } from './shell-routes';

export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    label: 'Universidad',
    links: [
      { label: 'Notas de corte', to: universityRoutes.paths.cutOffScores() },
      { label: 'Buscador de Universidades', to: universityRoutes.paths.universities() },
      { label: 'BecarIA', to: universityRoutes.paths.scholarships() },
      { label: 'CarreraIdeal', to: universityRoutes.paths.careerQuiz() },
    ],
  },
  {
    label: 'Alojamiento',
    links: [
      { label: 'Buscar Alojamiento', to: housingRoutes.paths.list() },
      { label: 'RoomieMatch', to: housingRoutes.paths.flatmates() },
    ],
  },
  {
    label: 'Vida Social',
    links: [
      { label: 'Zonas de ocio', to: socialRoutes.paths.leisureZones() },
      { label: 'Eventos', to: socialRoutes.paths.events() },
    ],
  },
];

/** Only the mobile menu has this group (SPEC §2 Header). */
export const mobileExtraGroup: NavGroup = {
  label: 'Más',
  links: [{ label: 'Novedades', to: socialRoutes.paths.news() }],
};

export const legalLinks: NavLink[] = [
  { label: 'Términos y condiciones', to: shellRoutes.paths.terms() },
  { label: 'Política de privacidad', to: shellRoutes.paths.privacy() },
  { label: 'Aviso legal', to: shellRoutes.paths.legalNotice() },
];
