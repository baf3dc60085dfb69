// Six static cards (SPEC §2) for real universities of the product's four cities. Student counts
// are rounded, approximate enrolment figures; rankings are approximate national positions —
// placeholders until the detailed view exists.

export interface UniversityCard {
  name: string;
  city: string;
  students: string;
  ranking: string;
  specialties: readonly string[];
}

export const UNIVERSITY_CARDS: readonly UniversityCard[] = [
  {
    name: 'Universitat de València',
    city: 'Valencia',
    students: '≈ 50.000',
    ranking: 'Top 10 en España',
    specialties: ['Medicina', 'Psicología', 'Derecho', 'Ciencias'],
  },
  {
    name: 'Universitat Politècnica de València',
    city: 'Valencia',
    students: '≈ 30.000',
    ranking: 'Top 10 en España',
    specialties: ['Ingenierías', 'Arquitectura', 'Informática', 'Bellas Artes'],
  },
  {
    name: 'Universidad de Alicante',
    city: 'Alicante',
    students: '≈ 27.000',
    ranking: 'Top 30 en España',
    specialties: ['Turismo', 'Ingeniería Informática', 'Derecho', 'Ciencias del Mar'],
  },
  {
    name: 'Universidad Miguel Hernández de Elche',
    city: 'Alicante',
    students: '≈ 15.000',
    ranking: 'Top 30 en España',
    specialties: ['Ciencias de la Salud', 'Biotecnología', 'Ciencias Sociales', 'Ingeniería'],
  },
  {
    name: 'Universitat Jaume I',
    city: 'Castellón de la Plana',
    students: '≈ 14.000',
    ranking: 'Top 30 en España',
    specialties: ['Ingeniería Química', 'Comunicación', 'Empresa', 'Videojuegos'],
  },
  {
    name: 'Universidad de Zaragoza',
    city: 'Zaragoza',
    students: '≈ 30.000',
    ranking: 'Top 20 en España',
    specialties: ['Veterinaria', 'Ingeniería Industrial', 'Medicina', 'Derecho'],
  },
];

export const DETAILS_COMING_SOON =
  'La información detallada de cada universidad estará disponible muy pronto.';
