// BecarIA's static list (SPEC §2): six real Spanish scholarship programmes, one or more per category.

export const CATEGORIES = [
  { value: 'todas', label: 'Todas' },
  { value: 'academica', label: 'Académica' },
  { value: 'social', label: 'Social' },
  { value: 'internacional', label: 'Internacional' },
  { value: 'investigacion', label: 'Investigación' },
] as const;

export type CategoryFilter = (typeof CATEGORIES)[number]['value'];
export type Category = Exclude<CategoryFilter, 'todas'>;

export interface Scholarship {
  name: string;
  provider: string;
  category: Category;
  description: string;
}

export const SCHOLARSHIPS: readonly Scholarship[] = [
  {
    name: 'Becas de carácter general',
    provider: 'Ministerio de Educación',
    category: 'social',
    description: 'Ayuda para matrícula, renta y residencia según los ingresos familiares.',
  },
  {
    name: 'Becas para estudios universitarios',
    provider: 'Generalitat Valenciana',
    category: 'social',
    description: 'Complementan la beca estatal para estudiantes de universidades valencianas.',
  },
  {
    name: 'Matrícula de Honor',
    provider: 'Universidades públicas',
    category: 'academica',
    description:
      'Matrícula gratuita en los créditos equivalentes a cada Matrícula de Honor obtenida.',
  },
  {
    name: 'Erasmus+',
    provider: 'Unión Europea',
    category: 'internacional',
    description: 'Estudia o haz prácticas en otro país europeo con una ayuda mensual.',
  },
  {
    name: 'Becas de colaboración',
    provider: 'Ministerio de Educación',
    category: 'investigacion',
    description: 'Colabora en un departamento universitario durante el último curso de grado.',
  },
  {
    name: 'Ayudas FPU',
    provider: 'Ministerio de Ciencia, Innovación y Universidades',
    category: 'investigacion',
    description:
      'Contratos predoctorales para hacer la tesis y formarte como profesor universitario.',
  },
];

export const BECARIA_COMING_SOON = 'BecarIA, tu asistente de becas, estará disponible muy pronto.';
export const scholarshipComingSoon = (name: string) =>
  `Muy pronto podrás consultar los requisitos y plazos de «${name}».`;
