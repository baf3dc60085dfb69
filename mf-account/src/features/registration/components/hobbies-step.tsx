import { useState } from 'react';
import styled from 'styled-components';
import { HOBBIES } from '../constants';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

/** Step 4 (students): pick any hobbies from the SPEC §3 list. */
export function HobbiesStep({ draft, advance, back, focusOnMount }: StepProps) {
  const [hobbies, setHobbies] = useState(draft.hobbies);
  const toggle = (hobby: string) =>
    setHobbies((current) =>
      current.includes(hobby) ? current.filter((h) => h !== hobby) : [...current, hobby],
    );

  return (
    <StepFrame
      title="Tus aficiones"
      description="Elige las que quieras: nos ayudan a encontrarte compañeros afines."
      focusOnMount={focusOnMount}
      onSubmit={(event) => {
        event.preventDefault();
        advance({ hobbies });
      }}
      actions={<StepButtons onBack={() => back({ hobbies })} nextLabel="Siguiente" />}
    >
      <div>
        <Count aria-live="polite">
          {hobbies.length === 1
            ? '1 afición seleccionada'
            : `${hobbies.length} aficiones seleccionadas`}
        </Count>
        <Chips role="group" aria-label="Aficiones">
          {HOBBIES.map((hobby) => (
            <Chip
              key={hobby}
              type="button"
              aria-pressed={hobbies.includes(hobby)}
              onClick={() => toggle(hobby)}
            >
              {hobby}
            </Chip>
          ))}
        </Chips>
      </div>
    </StepFrame>
  );
}

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
