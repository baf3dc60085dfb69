import { describe, expect, it } from 'vitest';
import { calculateAdmissionGrade, type CalculatorInput } from '../lib/calculate-admission-grade';

const input = (overrides: Partial<CalculatorInput> = {}): CalculatorInput => ({
  bachillerato: '9.30',
  faseGeneral: '8.00',
  materia1: '8.5',
  ponderacion1: 0.2,
  materia2: '7',
  ponderacion2: 0.2,
  ...overrides,
});

const gradeOf = (overrides: Partial<CalculatorInput>) => {
  const result = calculateAdmissionGrade(input(overrides));
  if (!result.ok) throw new Error(`unexpected invalid fields ${result.invalidFields.join()}`);
  return result.grade;
};

describe('calculateAdmissionGrade', () => {
  it('applies bachillerato·0.6 + fase general·0.4 + materia·ponderación (the worked example: 11.880)', () => {
    expect(gradeOf({})).toBeCloseTo(11.88, 10);
  });

  it('uses each weight as chosen (0.1 or 0.2)', () => {
    expect(gradeOf({ ponderacion1: 0.1 })).toBeCloseTo(8.78 + 0.85 + 1.4, 10);
    expect(gradeOf({ ponderacion2: 0.1 })).toBeCloseTo(8.78 + 1.7 + 0.7, 10);
    expect(gradeOf({ ponderacion1: 0.1, ponderacion2: 0.1 })).toBeCloseTo(8.78 + 0.85 + 0.7, 10);
  });

  it('never exceeds 14, even at the top of every range', () => {
    expect(gradeOf({ bachillerato: '10', faseGeneral: '10', materia1: '10', materia2: '10' })).toBe(
      14,
    );
  });

  it('accepts decimal commas', () => {
    expect(
      gradeOf({ bachillerato: '9,30', faseGeneral: '8,00', materia1: '8,5', materia2: '7,0' }),
    ).toBeCloseTo(11.88, 10);
  });

  it('counts empty and unreadable grades as 0', () => {
    expect(gradeOf({ materia1: '', materia2: '' })).toBeCloseTo(8.78, 10);
    expect(gradeOf({ materia1: 'abc', materia2: '1,2,3' })).toBeCloseTo(8.78, 10);
    expect(gradeOf({ bachillerato: '', faseGeneral: '', materia1: '', materia2: '' })).toBe(0);
  });

  it('accepts both ends of 0–10', () => {
    expect(
      gradeOf({ bachillerato: '0', faseGeneral: '10', materia1: '0', materia2: '10' }),
    ).toBeCloseTo(6, 10);
  });

  it.each(['bachillerato', 'faseGeneral', 'materia1', 'materia2'] as const)(
    'rejects %s outside 0–10 and computes nothing',
    (field) => {
      expect(calculateAdmissionGrade(input({ [field]: '10,01' }))).toEqual({
        ok: false,
        invalidFields: [field],
      });
      expect(calculateAdmissionGrade(input({ [field]: '-1' }))).toEqual({
        ok: false,
        invalidFields: [field],
      });
    },
  );

  it('names every field that is out of range', () => {
    expect(calculateAdmissionGrade(input({ bachillerato: '11', materia2: '12' }))).toEqual({
      ok: false,
      invalidFields: ['bachillerato', 'materia2'],
    });
  });
});
