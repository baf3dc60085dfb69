// The headers of mf-university's pages that do not depend on data: each page renders its own from here,
// and the shell's build writes it into that route's HTML, so it shows with the document.
import type { PageHeaderText } from '@univida/shared-router/route-table';
import type { universityRoutes } from './routes';

export const pageHeaders = {
  cutOffScores: {
    title: 'Notas de corte',
    subtitle: 'Busca tu carrera y compara su nota de corte con tu nota de admisión.',
  },
  universities: {
    title: 'Buscador de Universidades',
    subtitle: 'Ciudad, número de estudiantes, ranking y especialidades de cada universidad.',
  },
  scholarships: {
    title: 'BecarIA',
    subtitle: 'Tu asistente de becas: encuentra las ayudas que encajan contigo.',
  },
  careerQuiz: {
    title: 'CarreraIdeal',
    subtitle: 'Tres preguntas para descubrir la carrera que encaja contigo.',
  },
} satisfies Partial<Record<keyof (typeof universityRoutes)['patterns'], PageHeaderText>>;
