// The wizard's transitions (SPEC §4 Registration) as pure functions, so they are tested alone.
import { OWNER_STEP_LABELS, STUDENT_STEP_LABELS } from '../constants';
import type { RegistrationDraft, Role } from '../types/registration';

/** 1 role, 2 account, 3 profile, 4 hobbies, 5 looking for a flatmate?, 6 preferences. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

/** Where "next" leads from `step`, or 'submit' when the wizard is complete. */
export function nextStep(
  step: WizardStep,
  draft: Pick<RegistrationDraft, 'role' | 'isLookingForRoommate'>,
): WizardStep | 'submit' {
  switch (step) {
    case 1:
      return 2;
    case 2:
      return draft.role === 'owner' ? 'submit' : 3;
    case 3:
      return 4;
    case 4:
      return 5;
    case 5:
      return draft.isLookingForRoommate ? 6 : 'submit';
    case 6:
      return 'submit';
  }
}

/** Back moves one step; an owner's back returns to step 1; step 1 stays. */
export function previousStep(step: WizardStep, role: Role): WizardStep {
  if (step === 1 || role === 'owner') return 1;
  return (step - 1) as WizardStep;
}

export function stepLabels(role: Role): string[] {
  return role === 'owner' ? OWNER_STEP_LABELS : STUDENT_STEP_LABELS;
}
