import type { Row } from '@univida/shared-testing';

/**
 * A few real rows of the seed (shared/data/cutoff-scores.csv) and a demo one, as the fake PostgREST
 * serves them: neither in score nor in id order, so the list is sorted by score only if the query
 * asks the database to.
 */
export const sampleData = (): { universities: Row[]; cut_off_scores: Row[] } => ({
  universities: [
    { name: 'Universitat de València', city: 'Valencia' },
    { name: 'Universitat Politècnica de València', city: 'Valencia' },
    { name: 'Universidad de Alicante', city: 'Alicante' },
    { name: 'Universidad de Zaragoza', city: 'Zaragoza' },
  ],
  cut_off_scores: [
    {
      id: 5,
      career: 'Física',
      university: 'Universitat de València',
      city: 'Valencia',
      score: 13.09,
    },
    {
      id: 3,
      career: 'Ingeniería Informática',
      university: 'Universitat Politècnica de València',
      city: 'Valencia',
      score: 11.02,
    },
    {
      id: 4,
      career: 'Derecho',
      university: 'Universidad de Alicante',
      city: 'Alicante',
      score: 7.5,
    },
    {
      id: 2,
      career: 'Ingeniería Química',
      university: 'Universidad de Zaragoza',
      city: 'Zaragoza',
      score: 5,
    },
    {
      id: 1,
      career: 'Medicina',
      university: 'Universitat de València',
      city: 'Valencia',
      score: 13.43,
    },
  ],
});
