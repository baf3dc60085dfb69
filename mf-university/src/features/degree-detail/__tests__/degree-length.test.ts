import { describe, expect, it } from 'vitest';
import { degreeLength, lengthLabel, studyPlan, subjectsByCourse } from '../lib/degree-length';

describe('degreeLength', () => {
  it('gives a grado 4 years and 240 ECTS, and the regulated longer degrees their own', () => {
    expect(lengthLabel(degreeLength('Derecho'))).toBe('4 años / 240 ECTS');
    expect(lengthLabel(degreeLength('Medicina'))).toBe('6 años / 360 ECTS');
    for (const career of [
      'Odontología',
      'Farmacia',
      'Veterinaria',
      'Fundamentos de la Arquitectura',
    ])
      expect(lengthLabel(degreeLength(career)), career).toBe('5 años / 300 ECTS');
    expect(lengthLabel(degreeLength('Física y Matemáticas (doble grado)'))).toBe(
      '5 años / doble titulación',
    );
  });

  it('lists one course a year, the final one last', () => {
    const courses = subjectsByCourse(degreeLength('Veterinaria'));
    expect(courses.map(({ course }) => course)).toEqual([
      '1.º curso',
      '2.º curso',
      '3.º curso',
      '4.º curso',
      '5.º curso',
    ]);
    expect(courses.at(-1)?.subjects).toContain('Trabajo Fin de Grado');
    expect(subjectsByCourse(degreeLength('Derecho'))).toHaveLength(4);
  });

  it("spreads the plan over the degree's credits, and has none for a double degree", () => {
    for (const [career, ects] of [
      ['Derecho', 240],
      ['Farmacia', 300],
      ['Medicina', 360],
    ] as const) {
      const plan = studyPlan(degreeLength(career))!;
      expect(
        plan.reduce((sum, { credits }) => sum + credits, 0),
        career,
      ).toBe(ects);
    }
    expect(studyPlan(degreeLength('Física y Matemáticas (doble grado)'))).toBeNull();
  });
});
