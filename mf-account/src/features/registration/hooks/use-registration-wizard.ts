import { useFocusAfterRender } from '@univida/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useRegisterAccount, type Refusal } from '../api/register-account';
import type { RegistrationDraft, Role } from '../types/registration';
import { emptyDraft } from './empty-draft';
import { nextStep, previousStep, type WizardStep } from './wizard-steps';

/** Current step and draft of the registration wizard; the last step submits. */
export function useRegistrationWizard(initialRole: Role) {
  const [step, setStep] = useState<WizardStep>(1);
  const [draft, setDraft] = useState(() => emptyDraft(initialRole));
  // Focus follows the step heading only after the user moved, not on the first render.
  const [moved, setMoved] = useState(false);
  const registration = useRegisterAccount();
  // The submit button waits disabled (Chromium then drops its focus to <body>) and a refused
  // sign-up leaves the step as it was: focus goes to the refusal's words, shown in the wizard
  // (a new paragraph: an earlier refusal's goes while the next submit waits).
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const goTo = (target: WizardStep) => {
    setStep(target);
    setMoved(true);
  };

  // A refusal about the email or the password is shown on that field, in the account step, until
  // the step is sent again.
  const { refusal } = registration;
  const [fieldRefusal, setFieldRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (!refusal?.field) return;
    setFieldRefusal(refusal);
    setStep(2);
    setMoved(true);
  }, [refusal]);

  /** Saves the step's values and moves on (or submits). */
  const advance = (patch: Partial<RegistrationDraft> = {}) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setFieldRefusal(null);
    const target = nextStep(step, next);
    if (target === 'submit') {
      const earlier = refusalRef.current;
      focusAfterRender(() => (refusalRef.current === earlier ? null : refusalRef.current));
      registration.submit(next);
    } else goTo(target);
  };

  /** Keeps what the step holds (valid or not) and goes one step back. */
  const back = (patch: Partial<RegistrationDraft> = {}) => {
    setDraft((current) => ({ ...current, ...patch }));
    goTo(previousStep(step, draft.role));
  };

  return {
    step,
    draft,
    advance,
    back,
    submitting: registration.isPending,
    focusOnStep: moved,
    /** Why the last submit was refused, when it is about no one field. */
    refusal: refusal && !refusal.field ? refusal.message : null,
    fieldRefusal,
    refusalRef,
  };
}
