import { Card, FormError, Stepper } from '@univida/shared-ui';
import styled from 'styled-components';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { stepLabels } from '../hooks/wizard-steps';
import type { Role } from '../types/registration';
import { AccountStep } from './account-step';
import { FlatmateChoiceStep } from './flatmate-choice-step';
import { FlatmatePreferencesStep } from './flatmate-preferences-step';
import { HobbiesStep } from './hobbies-step';
import { RoleStep } from './role-step';
import { StudentProfileStep } from './student-profile-step';

const STEPS = {
  1: RoleStep,
  2: AccountStep,
  3: StudentProfileStep,
  4: HobbiesStep,
  5: FlatmateChoiceStep,
  6: FlatmatePreferencesStep,
};

/** The six-step registration of SPEC §2 (owners stop after step 2). */
export function RegistrationWizard({ initialRole }: { initialRole: Role }) {
  const { step, draft, advance, back, submitting, focusOnStep, refusal, fieldRefusal, refusalRef } =
    useRegistrationWizard(initialRole);
  const Step = STEPS[step];

  return (
    <Layout>
      <Stepper steps={stepLabels(draft.role)} current={step - 1} />
      <Card>
        <Card.Content>
          <Step
            key={step}
            draft={draft}
            advance={advance}
            back={back}
            focusOnMount={focusOnStep}
            submitting={submitting}
            refusal={fieldRefusal}
          />
          {/* A refusal about one field is shown on it (AccountStep); the rest, here. */}
          {refusal && (
            <Refusal ref={refusalRef}>No se ha podido crear tu cuenta. {refusal}</Refusal>
          )}
        </Card.Content>
      </Card>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Refusal = styled(FormError)`
  margin-top: ${({ theme }) => theme.space[4]};
`;
