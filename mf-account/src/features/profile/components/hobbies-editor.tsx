import { Button, Input, VisuallyHidden } from '@univida/shared-ui';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

interface HobbiesEditorProps {
  value: string[];
  onChange: (hobbies: string[]) => void;
  editing: boolean;
}

/** Hobby chips; in edit mode new ones are added (Enter or +) only if non-empty and new, and removable. */
export function HobbiesEditor({ value, onChange, editing }: HobbiesEditorProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  const add = () => {
    const hobby = draft.trim();
    if (!hobby || value.includes(hobby)) return;
    onChange([...value, hobby]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the hobby instead of submitting the profile.
    add();
  };

  return (
    <Wrapper>
      <Title id={`${inputId}-title`}>Aficiones</Title>
      {value.length === 0 ? (
        <Muted>Sin aficiones todavía.</Muted>
      ) : (
        <Chips aria-labelledby={`${inputId}-title`}>
          {value.map((hobby) => (
            <Chip key={hobby}>
              {hobby}
              {editing && (
                <RemoveButton
                  type="button"
                  aria-label={`Quitar ${hobby}`}
                  onClick={() => onChange(value.filter((item) => item !== hobby))}
                >
                  <X size={14} aria-hidden />
                </RemoveButton>
              )}
            </Chip>
          ))}
        </Chips>
      )}
      {editing && (
        <AddRow>
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>Nueva afición</label>
          </VisuallyHidden>
          <Input
            id={inputId}
            value={draft}
            placeholder="Añade una afición"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button size="icon" variant="outline" aria-label="Añadir afición" onClick={add}>
            <Plus aria-hidden />
          </Button>
        </AddRow>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-right: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoftHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
