import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, stepLabels, type WizardStep } from '../wizard-steps';

const student = { role: 'student', isLookingForRoommate: false } as const;
const looking = { role: 'student', isLookingForRoommate: true } as const;
const owner = { role: 'owner', isLookingForRoommate: false } as const;

describe('registration wizard steps', () => {
  it('takes a student looking for a flatmate through all six steps', () => {
    const visited: (WizardStep | 'submit')[] = [1];
    let step: WizardStep | 'submit' = 1;
    while (step !== 'submit') visited.push((step = nextStep(step, looking)));
    expect(visited).toEqual([1, 2, 3, 4, 5, 6, 'submit']);
  });

  it('submits from step 5 when the student is not looking now', () => {
    expect(nextStep(4, student)).toBe(5);
    expect(nextStep(5, student)).toBe('submit');
  });

  it('submits an owner right after step 2', () => {
    expect(nextStep(1, owner)).toBe(2);
    expect(nextStep(2, owner)).toBe('submit');
  });

  it('goes back one step, an owner back to step 1, and never before step 1', () => {
    expect([6, 5, 4, 3, 2].map((step) => previousStep(step as WizardStep, 'student'))).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(previousStep(2, 'owner')).toBe(1);
    expect(previousStep(1, 'student')).toBe(1);
  });

  it('shows six steps to students and two to owners', () => {
    expect(stepLabels('student')).toHaveLength(6);
    expect(stepLabels('owner')).toEqual(['Tipo de cuenta', 'Datos']);
  });
});
