// Every app's route table, for specs that visit the whole site: the shell's own pages, then each
// remote's (the same tables the apps and the generated app-config read).
import { accountRoutes } from '../../mf-account/src/routes';
import { adminRoutes } from '../../mf-admin/src/routes';
import { housingRoutes } from '../../mf-housing/src/routes';
import { socialRoutes } from '../../mf-social/src/routes';
import { universityRoutes } from '../../mf-university/src/routes';
import { shellRoutes } from '../../shell/src/app/shell-routes';

export { accountRoutes, adminRoutes, housingRoutes, shellRoutes, socialRoutes, universityRoutes };

export const remoteTables = [
  universityRoutes,
  housingRoutes,
  socialRoutes,
  accountRoutes,
  adminRoutes,
];
