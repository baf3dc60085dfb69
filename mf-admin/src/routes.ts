// mf_admin's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const adminRoutes = defineRoutes(
  'mf_admin',
  {
    dashboard: '/admin',
  },
  {
    adminOnly: true,
    meta: {
      dashboard: {
        title: 'Panel de administración',
        description: 'Usuarios, alojamientos, zonas de ocio, novedades y sugerencias.',
      },
    },
  },
);
