// CarreraIdeal (SPEC §2, §4, §9): three questions of five options, then four careers. The options
// of every question follow the same five fields in the same order (technology, health, creativity,
// business, society and law); each career belongs to one, and the answers rank them.

/** Pause between the last answer and the results, while the "analysing" toast shows. */
export const QUIZ_RESULT_DELAY_MS = 1500;

export interface QuizQuestion {
  topic: string;
  question: string;
  options: readonly string[];
}

export const QUESTIONS: readonly QuizQuestion[] = [
  {
    topic: 'Intereses',
    question: '¿Qué es lo que más te interesa?',
    options: [
      'La tecnología y los ordenadores',
      'La salud y el cuidado de las personas',
      'El arte, el diseño y la creatividad',
      'Los negocios y la economía',
      'La sociedad, las leyes y la política',
    ],
  },
  {
    topic: 'Habilidades',
    question: '¿En qué se te da mejor?',
    options: [
      'Resolver problemas lógicos y matemáticos',
      'Comunicar y escuchar a los demás',
      'Crear e imaginar cosas nuevas',
      'Organizar y liderar equipos',
      'Analizar y argumentar',
    ],
  },
  {
    topic: 'Entorno',
    question: '¿En qué entorno te gustaría trabajar?',
    options: [
      'Una oficina tecnológica o en remoto',
      'Un hospital o un centro de salud',
      'Un estudio creativo',
      'Una empresa o mi propio negocio',
      'Un despacho, una institución o una ONG',
    ],
  },
];

export interface CareerResult {
  /** The index, in every question, of the option that speaks for this career. */
  field: number;
  name: string;
  description: string;
  salary: string;
  employability: string;
  skills: readonly string[];
}

/** How many careers the results show: the best matches, out of CAREERS. */
export const RESULTS_SHOWN = 4;

export const CAREERS: readonly CareerResult[] = [
  {
    field: 0,
    name: 'Ingeniería Informática',
    description: 'Diseña software, sistemas y soluciones digitales para cualquier sector.',
    salary: '28.000€ - 55.000€',
    employability: '95%',
    skills: ['Programación', 'Lógica', 'Trabajo en equipo'],
  },
  {
    field: 1,
    name: 'Enfermería',
    description: 'Cuida de la salud de las personas en hospitales, centros de salud y residencias.',
    salary: '25.000€ - 40.000€',
    employability: '92%',
    skills: ['Empatía', 'Trabajo bajo presión', 'Comunicación'],
  },
  {
    field: 3,
    name: 'Administración y Dirección de Empresas',
    description: 'Gestiona empresas, finanzas y equipos, o lanza tu propio proyecto.',
    salary: '24.000€ - 50.000€',
    employability: '85%',
    skills: ['Liderazgo', 'Análisis', 'Negociación'],
  },
  {
    field: 2,
    name: 'Diseño Multimedia y Gráfico',
    description: 'Crea identidades visuales, interfaces y contenidos digitales.',
    salary: '20.000€ - 38.000€',
    employability: '80%',
    skills: ['Creatividad', 'Herramientas digitales', 'Comunicación visual'],
  },
  {
    field: 4,
    name: 'Derecho',
    description:
      'Asesora y defiende a personas y empresas, o trabaja en la Administración y en ONG.',
    salary: '22.000€ - 48.000€',
    employability: '78%',
    skills: ['Argumentación', 'Análisis', 'Expresión oral'],
  },
];

export const QUIZ_DONE_TOAST = {
  title: '¡Test completado!',
  description: 'Estamos analizando tus respuestas…',
} as const;
