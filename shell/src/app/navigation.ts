// The header's and footer's link groups (SPEC §2 Header).

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
      { label: 'Notas de corte', to: '/notas-corte' },
      { label: 'Buscador de Universidades', to: '/universidad' },
      { label: 'BecarIA', to: '/becaria' },
      { label: 'CarreraIdeal', to: '/carrera-ideal' },
    ],
  },
  {
    label: 'Alojamiento',
    links: [
      { label: 'Buscar Alojamiento', to: '/alojamiento' },
      { label: 'RoomieMatch', to: '/roomie-match' },
    ],
  },
  {
    label: 'Vida Social',
    links: [
      { label: 'Zonas de ocio', to: '/zonas-ocio' },
      { label: 'Eventos', to: '/eventos' },
    ],
  },
];

/** Only the mobile menu has this group (SPEC §2 Header). */
export const mobileExtraGroup: NavGroup = {
  label: 'Más',
  links: [{ label: 'Novedades', to: '/novedades' }],
};

export const legalLinks: NavLink[] = [
  { label: 'Términos y condiciones', to: '/terms-and-conditions' },
  { label: 'Política de privacidad', to: '/privacy-policy' },
  { label: 'Aviso legal', to: '/legal-notice' },
];
