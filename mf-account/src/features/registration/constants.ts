// Registration wizard constants (SPEC §2 Register, §3 hobby list, §5, §9).

/** Step 6 budget slider: 150–1500 €/month in steps of 50, starting at 500. */
export const REGISTER_BUDGET = { min: 150, max: 1500, step: 50, default: 500 } as const;

/** SPEC §3 "Student hobby list (registration)", in SPEC order. */
export const HOBBIES = [
  'Deportes',
  'Música',
  'Cine y Series',
  'Videojuegos',
  'Lectura',
  'Viajar',
  'Cocina',
  'Arte y Cultura',
  'Anime y Manga',
  'Emprendimiento',
  'Tertulias',
  'Estudios',
  'Astronomía',
  'Astrología',
  'Biología',
  'Hackathons',
  'Programación',
  'Tecnología',
  'Fotografía',
  'Senderismo',
  'Yoga',
  'Fitness',
  'Bailar',
  'Pintura',
  'Escritura',
  'Voluntariado',
  'Juegos de mesa',
  'Moda',
  'Idiomas',
  'Inversiones',
  'Mascotas',
] as const;

/** Stepper labels: students go through all six steps, owners stop after the second. */
export const STUDENT_STEP_LABELS = [
  'Tipo de cuenta',
  'Datos',
  'Perfil',
  'Aficiones',
  'Compañeros',
  'Preferencias',
];
export const OWNER_STEP_LABELS = STUDENT_STEP_LABELS.slice(0, 2);
