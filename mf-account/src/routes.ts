// mf_account's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const accountRoutes = defineRoutes('mf_account', {
  login: '/login',
  register: '/register',
  setupAdmin: '/setup-admin',
  profile: '/profile',
  favorites: '/favorites',
});
