// mf_account's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const accountRoutes = defineRoutes(
  'mf_account',
  {
    login: '/login',
    register: '/register',
    setupAdmin: '/setup-admin',
    profile: '/profile',
    favorites: '/favorites',
    resetPassword: '/restablecer-contrasena',
    savedSearches: '/mis-busquedas',
  },
  {
    // Only its data pages bring the Supabase client (app.tsx): /login and /register do without.
    pagesLoadSupabase: true,
    meta: {
      login: { title: 'Iniciar sesión', description: 'Entra en tu cuenta de UniVida.' },
      register: {
        title: 'Registrarse',
        description: 'Crea tu cuenta de estudiante o de propietario en UniVida, gratis.',
      },
      setupAdmin: {
        title: 'Configurar administrador',
        description: 'Creación única de la cuenta de administración.',
      },
      profile: { title: 'Mi Perfil', description: 'Tus datos, preferencias y búsqueda de piso.' },
      favorites: { title: 'Favoritos', description: 'Los alojamientos que has guardado.' },
      resetPassword: {
        title: 'Restablecer contraseña',
        description: 'Recupera el acceso a tu cuenta de UniVida con un enlace por correo.',
      },
      savedSearches: {
        title: 'Mis búsquedas',
        description: 'Tus búsquedas guardadas de alojamiento, compañeros y eventos, con lo nuevo.',
      },
    },
  },
);
