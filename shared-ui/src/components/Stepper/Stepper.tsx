import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface StepperProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** Index of the current step, 0-based (0 = first step). */
  current: number;
  className?: string;
}

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Wizard progress: 'Paso 2 de 6' (announced when it changes) above the list of steps; the
 * current one has aria-current="step". Phones show the current step's name in that line, whole,
 * and only the dots in the list (a sixth of 375 px cuts any name).
 */
export function Stepper({ steps, current, className }: StepperProps) {
  const index = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <Wrapper className={className}>
      <Status aria-live="polite">
        Paso {index + 1} de {steps.length}
        <StatusName>: {steps[index]}</StatusName>
      </Status>
      <List>
        {steps.map((step, stepIndex) => {
          const state: StepState =
            stepIndex < index ? 'done' : stepIndex === index ? 'current' : 'upcoming';
          return (
            <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot $state={state} aria-hidden>
                {state === 'done' ? <Check size={14} strokeWidth={3} /> : stepIndex + 1}
              </Dot>
              <StepName $state={state}>
                {step}
                {state === 'done' && <VisuallyHidden> (completado)</VisuallyHidden>}
              </StepName>
            </Item>
          );
        })}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Off screen but read by screen readers.
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

// Visible on phones; from md on the list names every step, so it is for screen readers only.
const StatusName = styled.span`
  ${media.md`${visuallyHidden}`}
`;

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A connecting line runs from each step to the previous one.
const Item = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 14px;
    right: calc(50% + 18px);
    width: calc(100% - 36px + ${({ theme }) => theme.space[2]});
    height: 2px;
    background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  }
`;

const Dot = styled.span<{ $state: StepState }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background-color ${({ theme }) => theme.transitions.normal};
  ${({ $state, theme }) =>
    $state === 'upcoming'
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.textMuted};
          border: 2px solid ${theme.colors.border};
        `
      : css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          box-shadow: ${$state === 'current' ? `0 0 0 4px ${theme.colors.primarySoftHover}` : 'none'};
        `}
`;

// On phones for screen readers only (the status line shows the current name); from md on, shown.
const StepName = styled.span<{ $state: StepState }>`
  ${visuallyHidden}
  max-width: 100%;
  overflow-wrap: break-word;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  ${media.md`
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  `}
`;
