// SPEC §9 (admission grade) and §8 (calculator messages).

/** Admission grade = bachillerato·0.6 + fase general·0.4 + materia1·ponderación1 + materia2·ponderación2. */
export const BACHILLERATO_WEIGHT = 0.6;
export const FASE_GENERAL_WEIGHT = 0.4;
/** The weight a specific subject can carry; 0.2 is the default. */
export const WEIGHT_OPTIONS = [0.2, 0.1] as const;
export const DEFAULT_WEIGHT = WEIGHT_OPTIONS[0];
/** The admission grade never exceeds 14. */
export const GRADE_CAP = 14;
/** Each entered grade must be within 0–10 inclusive. */
export const GRADE_MIN = 0;
export const GRADE_MAX = 10;

export const RANGE_ERROR = {
  title: 'Error',
  description: 'Las notas deben estar entre 0 y 10.',
} as const;
export const SUCCESS_TITLE = '¡Nota Calculada!';
export const successDescription = (value: string) => `Tu nota de admisión es ${value}.`;
