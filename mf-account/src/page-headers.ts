// The headers of mf-account's pages that do not depend on data: each page renders its own from here,
// and the shell's build writes it into that route's HTML, so it shows with the document.
import type { PageHeaderText } from '@univida/shared-router/route-table';
import type { accountRoutes } from './routes';

export const pageHeaders = {
  login: {
    title: 'Iniciar sesión',
    subtitle:
      'Accede a tu cuenta para guardar alojamientos, escribir a tus futuros compañeros de piso y apuntarte a eventos.',
    column: '28rem',
  },
  register: {
    title: 'Registrarse',
    subtitle: 'Crea tu cuenta de estudiante o de propietario.',
    column: '40rem',
  },
  resetPassword: {
    title: 'Restablecer contraseña',
    subtitle:
      'Te enviaremos un enlace por email para elegir una contraseña nueva y volver a entrar en tu cuenta.',
    column: '28rem',
  },
  profile: {
    title: 'Mi Perfil',
    subtitle: 'Tus datos, preferencias y búsqueda de compañero.',
  },
  favorites: {
    title: 'Favoritos',
    subtitle: 'Los alojamientos y compañeros de piso que has guardado.',
  },
  savedSearches: {
    title: 'Mis búsquedas',
    subtitle:
      'Las búsquedas que guardas en Alojamiento, RoomieMatch y Eventos, con lo nuevo desde la última vez.',
  },
} satisfies Partial<Record<keyof (typeof accountRoutes)['patterns'], PageHeaderText>>;
