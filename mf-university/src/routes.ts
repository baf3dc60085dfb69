// mf_university's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const universityRoutes = defineRoutes('mf_university', {
  cutOffScores: '/notas-corte',
  degree: '/carrera/:id',
  universities: '/universidad',
  scholarships: '/becaria',
  careerQuiz: '/carrera-ideal',
});
