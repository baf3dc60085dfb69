// mf_university's route table: the one place its paths are named. Its App, links anywhere on the site,
// the generated app-config.json and the e2e route list all read it.
import { defineRoutes } from '@univida/shared-router/route-table';

export const universityRoutes = defineRoutes(
  'mf_university',
  {
    cutOffScores: '/notas-corte',
    degree: '/carrera/:id',
    universities: '/universidad',
    scholarships: '/becaria',
    careerQuiz: '/carrera-ideal',
  },
  {
    // Only its data pages bring the reader of their data (app.tsx): the rest show without it.
    pagesLoadSupabase: true,
    meta: {
      cutOffScores: {
        title: 'Notas de corte',
        description:
          'Consulta las notas de corte de las universidades de la Comunidad Valenciana y Zaragoza y calcula tu nota de admisión.',
      },
      degree: {
        title: 'Carrera',
        description:
          'Nota de corte, asignaturas, profesorado y salidas profesionales de la carrera.',
      },
      universities: {
        title: 'Buscador de Universidades',
        description:
          'Las universidades de Valencia, Alicante, Castellón y Zaragoza: ciudad, alumnado y especialidades.',
      },
      scholarships: {
        title: 'BecarIA',
        description:
          'Becas académicas, sociales, internacionales y de investigación para estudiantes.',
      },
      careerQuiz: {
        title: 'CarreraIdeal',
        description: 'Tres preguntas para descubrir las carreras que encajan con tus intereses.',
      },
    },
  },
);
