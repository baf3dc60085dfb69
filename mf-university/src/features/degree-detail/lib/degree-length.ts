import { STUDY_PLAN, SUBJECTS_BY_COURSE } from '../constants';

/** How long a degree lasts: the card's 'Duración', the courses of 'Asignaturas', the plan's total. */
export interface DegreeLength {
  years: number;
  /** Null where one number would mislead (a double degree's credits depend on the pairing). */
  ects: number | null;
}

// A grado is 4 years and 240 ECTS; the degrees regulated longer (Real Decreto 822/2021 and the EU
// directive on regulated professions) and the double degree are not, and their page must not say so.
const LONGER: Record<string, DegreeLength> = {
  Medicina: { years: 6, ects: 360 },
  Odontología: { years: 5, ects: 300 },
  Farmacia: { years: 5, ects: 300 },
  Veterinaria: { years: 5, ects: 300 },
  'Fundamentos de la Arquitectura': { years: 5, ects: 300 },
};
const GRADO: DegreeLength = { years: 4, ects: 240 };
const DOUBLE_DEGREE: DegreeLength = { years: 5, ects: null };

export function degreeLength(career: string): DegreeLength {
  if (/\(doble grado\)/i.test(career)) return DOUBLE_DEGREE;
  return LONGER[career] ?? GRADO;
}

/** '6 años / 360 ECTS'; '5 años / doble titulación'. */
export function lengthLabel({ years, ects }: DegreeLength): string {
  return `${years} años / ${ects === null ? 'doble titulación' : `${ects} ECTS`}`;
}

// The middle years of a degree longer than four (the sample list's own middle years go on).
const EXTRA_COURSE_SUBJECTS = [
  'Materias obligatorias del curso',
  'Prácticas de laboratorio avanzadas',
  'Optativa de especialidad',
  'Seminarios profesionales',
] as const;

/** The sample subjects, one card per year: the first three, any middle years, then the last. */
export function subjectsByCourse({ years }: DegreeLength) {
  const first = SUBJECTS_BY_COURSE.slice(0, 3).map(({ subjects }) => subjects);
  const middle = Array.from({ length: Math.max(0, years - 4) }, () => EXTRA_COURSE_SUBJECTS);
  const last = SUBJECTS_BY_COURSE[3].subjects;
  return [...first, ...middle, last].map((subjects, index) => ({
    course: `${index + 1}.º curso`,
    subjects,
  }));
}

/**
 * The sample plan's blocks over the degree's credits (the compulsory block takes what a longer
 * degree adds), or null for a double degree, whose plan joins its two grados'.
 */
export function studyPlan({ ects }: DegreeLength) {
  if (ects === null) return null;
  const others = STUDY_PLAN.reduce(
    (sum, { block, credits }) => (block === 'Obligatorias' ? sum : sum + credits),
    0,
  );
  return STUDY_PLAN.map((row) =>
    row.block === 'Obligatorias' ? { ...row, credits: ects - others } : row,
  );
}
