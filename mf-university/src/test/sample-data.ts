import type { FakeData } from './fake-backend';

/** A few real rows of the seed (shared/data/cutoff-scores.csv) and a demo one. */
export const sampleData = (): FakeData => ({
  universities: [
    { name: 'Universitat de València', city: 'Valencia' },
    { name: 'Universitat Politècnica de València', city: 'Valencia' },
    { name: 'Universidad de Alicante', city: 'Alicante' },
    { name: 'Universidad de Zaragoza', city: 'Zaragoza' },
  ],
  scores: [
    {
      id: 1,
      career: 'Medicina',
      university: 'Universitat de València',
      city: 'Valencia',
      score: 13.43,
    },
    {
      id: 2,
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
      id: 5,
      career: 'Ingeniería Química',
      university: 'Universidad de Zaragoza',
      city: 'Zaragoza',
      score: 5,
    },
  ],
});
