/**
 * How far the user's grade is above (positive) or below (negative) a cut-off, rounded to the
 * thousandths the app shows so 12.3 − 12.1 reads 0,200 and never 0,19999.
 */
export function gradeMargin(grade: number, cutOff: number): number {
  return Math.round((grade - cutOff) * 1000) / 1000;
}

/** The URL parameter holding the student's admission grade, on /notas-corte and /carrera/:id. */
export const GRADE_PARAM = 'nota';
