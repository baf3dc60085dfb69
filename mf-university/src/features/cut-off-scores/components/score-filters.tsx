import { Field, Input, Select, type SelectOption } from '@univida/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ScoreFilters as Filters } from '../types';
import { gradeError } from '../lib/filter-scores';

interface ScoreFiltersProps {
  filters: Filters;
  cityOptions: readonly SelectOption[];
  universityOptions: readonly SelectOption[];
  onQueryChange: (query: string) => void;
  onCityChange: (city: string) => void;
  onUniversityChange: (university: string) => void;
  onGradeChange: (grade: string) => void;
  /** The typed fields lost focus. */
  onTextBlur: () => void;
  /** Placed beside the grade field: the calculator that can fill it. */
  gradeAction?: ReactNode;
}

/** Search, city, university and admission-grade filters of /notas-corte. */
export function ScoreFilters({
  filters,
  cityOptions,
  universityOptions,
  onQueryChange,
  onCityChange,
  onUniversityChange,
  onGradeChange,
  onTextBlur,
  gradeAction,
}: ScoreFiltersProps) {
  return (
    <Bar role="search" aria-label="Filtrar notas de corte">
      <Field label="Buscar carrera o universidad">
        <Input
          type="search"
          value={filters.query}
          onChange={(event) => onQueryChange(event.target.value)}
          onBlur={onTextBlur}
          placeholder="Ej.: Medicina, València"
          autoComplete="off"
        />
      </Field>
      <Field label="Ciudad">
        <Select value={filters.city} onValueChange={onCityChange} options={cityOptions} />
      </Field>
      <Field label="Universidad">
        <Select
          value={filters.university}
          onValueChange={onUniversityChange}
          options={universityOptions}
        />
      </Field>
      <GradeGroup>
        <Field label="Tu nota de admisión" hint="De 0 a 14; se aceptan decimales con coma." error={gradeError(filters.grade)}>
          <Input
            value={filters.grade}
            onChange={(event) => onGradeChange(event.target.value)}
            onBlur={onTextBlur}
            inputMode="decimal"
            placeholder="Ej.: 11,880"
            autoComplete="off"
          />
        </Field>
        {gradeAction}
      </GradeGroup>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const GradeGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
