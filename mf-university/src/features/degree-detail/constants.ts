// The fixed content SPEC §2 gives every degree page, and its §8 messages. Its 'Duración' card,
// the courses and the plan's credits follow the degree's real length (lib/degree-length.ts).

export const DEGREE_LOAD_ERROR = 'Error al cargar los detalles de la carrera';
export const DEGREE_NOT_FOUND = 'Carrera no encontrada';

export const INFO_CARDS = [
  { title: 'Salario medio', value: '35.000€ - 45.000€' },
  { title: 'Salidas profesionales', value: '15+' },
] as const;

export const SUBJECTS_BY_COURSE = [
  {
    course: '1.º curso',
    subjects: [
      'Fundamentos de la disciplina',
      'Matemáticas aplicadas',
      'Técnicas de comunicación',
      'Introducción a la investigación',
    ],
  },
  {
    course: '2.º curso',
    subjects: [
      'Métodos y técnicas profesionales',
      'Estadística',
      'Teoría avanzada I',
      'Prácticas de laboratorio',
    ],
  },
  {
    course: '3.º curso',
    subjects: [
      'Teoría avanzada II',
      'Gestión de proyectos',
      'Optativa de especialidad',
      'Ética y deontología profesional',
    ],
  },
  {
    course: '4.º curso',
    subjects: [
      'Prácticas externas',
      'Optativa de especialidad',
      'Innovación y emprendimiento',
      'Trabajo Fin de Grado',
    ],
  },
] as const;

/** Placeholder professors, each with a 4-star display (SPEC §2). */
export const PROFESSOR_RATING = 4;
export const PROFESSORS = [
  { name: 'Dra. María López', subject: 'Fundamentos de la disciplina' },
  { name: 'Dr. Javier Martín', subject: 'Métodos y técnicas profesionales' },
  { name: 'Dra. Carmen Ruiz', subject: 'Gestión de proyectos' },
] as const;

export const CAREER_PATHS = [
  'Investigación y docencia universitaria',
  'Consultoría especializada',
  'Administración pública',
  'Dirección de proyectos en empresa privada',
  'Emprendimiento e innovación',
] as const;

export const STUDY_PLAN = [
  { block: 'Formación básica', credits: 60 },
  { block: 'Obligatorias', credits: 120 },
  { block: 'Optativas', credits: 42 },
  { block: 'Prácticas externas', credits: 6 },
  { block: 'Trabajo Fin de Grado', credits: 12 },
] as const;

/** Said by the under-construction toast of the four actions below. */
export const UNDER_CONSTRUCTION_DESCRIPTION =
  'Esta función está en construcción y estará disponible muy pronto.';

export const DEGREE_ACTIONS = [
  'Subir apuntes',
  'Ver apuntes',
  'Evaluar',
  'Descargar guía docente',
] as const;
