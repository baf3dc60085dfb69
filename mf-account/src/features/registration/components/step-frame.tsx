import { Button } from '@univida/shared-ui';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Refusal } from '../api/register-account';
import type { RegistrationDraft } from '../types/registration';

/** What every step receives from the wizard. */
export interface StepProps {
  draft: RegistrationDraft;
  advance: (patch?: Partial<RegistrationDraft>) => void;
  back: (patch?: Partial<RegistrationDraft>) => void;
  /** Move focus to this step's heading when it appears (after the user changed step). */
  focusOnMount: boolean;
  submitting: boolean;
  /** Why the last submit was refused (the account step shows one about its fields). */
  refusal?: Refusal | null;
}

interface StepFrameProps {
  title: string;
  description?: string;
  focusOnMount: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
  actions: ReactNode;
}

/** One wizard step: a form named by its heading, which takes focus when the step changes. */
export function StepFrame({
  title,
  description,
  focusOnMount,
  onSubmit,
  children,
  actions,
}: StepFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {description && <Description>{description}</Description>}
      </div>
      {children}
      <Actions>{actions}</Actions>
    </Form>
  );
}

interface StepButtonsProps {
  onBack?: () => void;
  nextLabel: string;
  submitting?: boolean;
}

/** Atrás (when there is a previous step) and the step's submit button. */
export function StepButtons({ onBack, nextLabel, submitting = false }: StepButtonsProps) {
  return (
    <>
      {onBack && (
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          Atrás
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {nextLabel}
      </Button>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > :only-child {
    margin-left: auto;
  }
`;
