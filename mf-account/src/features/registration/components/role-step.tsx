import { media, VisuallyHidden } from '@univida/shared-ui';
import { GraduationCap, House } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { Role } from '../types/registration';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

const ROLES: { value: Role; title: string; description: string; icon: ReactNode }[] = [
  {
    value: 'student',
    title: 'Estudiante',
    description: 'Busca alojamiento, compañeros de piso, eventos y notas de corte.',
    icon: <GraduationCap aria-hidden />,
  },
  {
    value: 'owner',
    title: 'Propietario',
    description: 'Publica tus pisos y habitaciones para estudiantes.',
    icon: <House aria-hidden />,
  },
];

/** Step 1: student or owner (?role=owner arrives preselected). */
export function RoleStep({ draft, advance, focusOnMount }: StepProps) {
  const baseId = useId();
  const { register, handleSubmit } = useForm<{ role: Role }>({
    defaultValues: { role: draft.role },
  });

  return (
    <StepFrame
      title="¿Cómo vas a usar UniVida?"
      description="Elige el tipo de cuenta."
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit(({ role }) => advance({ role }))}
      actions={<StepButtons nextLabel="Siguiente" />}
    >
      <Options>
        <VisuallyHidden asChild>
          <legend>Tipo de cuenta</legend>
        </VisuallyHidden>
        {ROLES.map((role) => (
          // The whole card is the label; the radio is named by the title alone.
          <Option key={role.value}>
            <Title>
              <input
                type="radio"
                value={role.value}
                aria-labelledby={`${baseId}-${role.value}-title`}
                aria-describedby={`${baseId}-${role.value}-description`}
                {...register('role')}
              />
              {role.icon}
              <strong id={`${baseId}-${role.value}-title`}>{role.title}</strong>
            </Title>
            <p id={`${baseId}-${role.value}-description`}>{role.description}</p>
          </Option>
        ))}
      </Options>
    </StepFrame>
  );
}

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  ${media.sm`grid-template-columns: 1fr 1fr;`}
`;

const Option = styled.label`
  display: block;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
