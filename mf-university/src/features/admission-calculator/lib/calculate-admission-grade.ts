import { parseDecimal } from '@univida/shared-ui';
import { z } from 'zod';
import {
  BACHILLERATO_WEIGHT,
  FASE_GENERAL_WEIGHT,
  GRADE_CAP,
  GRADE_MAX,
  GRADE_MIN,
  WEIGHT_OPTIONS,
} from '../constants';

export type Weight = (typeof WEIGHT_OPTIONS)[number];

/** The calculator form as typed: grades are text ('8,5'), weights one of the options. */
export interface CalculatorInput {
  bachillerato: string;
  faseGeneral: string;
  materia1: string;
  ponderacion1: Weight;
  materia2: string;
  ponderacion2: Weight;
}

export type GradeField = 'bachillerato' | 'faseGeneral' | 'materia1' | 'materia2';

// Decimal commas accepted; empty or unreadable counts as 0; then 0–10 inclusive (SPEC §5).
const grade = z
  .string()
  .transform((text) => parseDecimal(text) ?? 0)
  .pipe(z.number().min(GRADE_MIN).max(GRADE_MAX));

/** Whether one typed grade is acceptable (empty counts as 0), to clear its error as it is fixed. */
export const isValidGrade = (text: string) => grade.safeParse(text).success;

const inputSchema = z.object({
  bachillerato: grade,
  faseGeneral: grade,
  materia1: grade,
  materia2: grade,
  // The weights are choices and not range-checked (SPEC §5).
  ponderacion1: z.number(),
  ponderacion2: z.number(),
});

export type CalculationResult =
  { ok: true; grade: number } | { ok: false; invalidFields: GradeField[] };

/** The admission grade (capped at 14), or the grade fields outside 0–10. */
export function calculateAdmissionGrade(input: CalculatorInput): CalculationResult {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const invalidFields = [
      ...new Set(parsed.error.issues.map((issue) => issue.path[0] as GradeField)),
    ];
    return { ok: false, invalidFields };
  }
  const { bachillerato, faseGeneral, materia1, ponderacion1, materia2, ponderacion2 } = parsed.data;
  const total =
    bachillerato * BACHILLERATO_WEIGHT +
    faseGeneral * FASE_GENERAL_WEIGHT +
    materia1 * ponderacion1 +
    materia2 * ponderacion2;
  return { ok: true, grade: Math.min(total, GRADE_CAP) };
}
