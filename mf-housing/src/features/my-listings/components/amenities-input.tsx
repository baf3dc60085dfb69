import { Button, Input } from '@univida/shared-ui';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { COMMON_AMENITIES } from '../constants';

interface AmenitiesInputProps {
  value: string[];
  onChange: (amenities: string[]) => void;
}

/** Amenities as chips: the common ones toggle, any other is typed and added (Enter or +). */
export function AmenitiesInput({ value, onChange }: AmenitiesInputProps) {
  const [draft, setDraft] = useState('');
  const toggle = (amenity: string) =>
    onChange(value.includes(amenity) ? value.filter((a) => a !== amenity) : [...value, amenity]);
  const add = () => {
    const amenity = draft.trim();
    if (amenity && !value.includes(amenity)) onChange([...value, amenity]);
    setDraft('');
  };
  const custom = value.filter((a) => !(COMMON_AMENITIES as readonly string[]).includes(a));

  return (
    <div role="group" aria-labelledby="amenities-label">
      <GroupLabel id="amenities-label">Servicios</GroupLabel>
      <Chips>
        {[...COMMON_AMENITIES, ...custom].map((amenity) => {
          const on = value.includes(amenity);
          return (
            <Button
              key={amenity}
              type="button"
              size="sm"
              variant={on ? 'primary' : 'outline'}
              aria-pressed={on}
              onClick={() => toggle(amenity)}
            >
              {on && <X aria-hidden size={14} />}
              {amenity}
            </Button>
          );
        })}
      </Chips>
      <AddRow>
        <Input
          aria-label="Otro servicio"
          placeholder="Otro servicio"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Añadir servicio"
          onClick={add}
        >
          <Plus aria-hidden />
        </Button>
      </AddRow>
    </div>
  );
}

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 24rem;
`;
