// mf_social's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const socialRoutes = defineRoutes('mf_social', {
  leisureZones: '/zonas-ocio',
  leisureZone: '/zonas-ocio/:id',
  events: '/eventos',
  event: '/eventos/:id',
  news: '/novedades',
});
