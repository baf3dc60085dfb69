import {
  Button,
  COVERED_CITY_OPTIONS,
  Checkbox,
  Field,
  Input,
  Select,
  Slider,
  formatEurosPerMonth,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  HOBBY_FILTERS,
  LIFESTYLE_DEFAULT,
  LIFESTYLE_FILTERS,
  LIFESTYLE_MAX,
  LIFESTYLE_MIN,
} from '../constants';
import type { RoommateFilters } from '../lib/roommate-filters';

const ANY_CITY = 'todas';

/** '450 €/mes – sin límite': the slider's bottom is no minimum, its top no maximum. */
function budgetRange({ minBudget, maxBudget }: RoommateFilters): string {
  const min = minBudget !== undefined ? formatEurosPerMonth(minBudget) : 'sin mínimo';
  const max = maxBudget !== undefined ? formatEurosPerMonth(maxBudget) : 'sin límite';
  return `${min} – ${max}`;
}

export interface RoommateFiltersPanelProps {
  filters: RoommateFilters;
  /** A new set of filters (back to page 1). */
  onChange(filters: RoommateFilters): void;
  /** Shows 'Match perfecto', which needs a score (a signed-in student). */
  canMatch: boolean;
}

/** SPEC §5 roommate filters; each change goes to the URL. A lifestyle slider filters once moved. */
export function RoommateFiltersPanel({ filters, onChange, canMatch }: RoommateFiltersPanelProps) {
  const set = (patch: Partial<RoommateFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const [career, setCareer] = useState(filters.career ?? '');
  // 'Cualquiera' goes with the filter it clears: focus stays on that slider.
  const focusAfterRender = useFocusAfterRender();

  return (
    <Stack>
      <fieldset>
        <legend>Aficiones</legend>
        <Options>
          {HOBBY_FILTERS.map((hobby) => (
            <Checkbox
              key={hobby}
              label={hobby}
              checked={filters.hobbies.includes(hobby)}
              onCheckedChange={(checked) =>
                set({
                  hobbies: checked
                    ? [...filters.hobbies, hobby]
                    : filters.hobbies.filter((h) => h !== hobby),
                })
              }
            />
          ))}
        </Options>
      </fieldset>
      {LIFESTYLE_FILTERS.map(({ key, label }) => (
        <Lifestyle key={key}>
          <Field label={`${label}: ${filters[key] ?? 'cualquiera'}`}>
            <Slider
              min={LIFESTYLE_MIN}
              max={LIFESTYLE_MAX}
              step={1}
              value={[filters[key] ?? LIFESTYLE_DEFAULT]}
              // Unset, the thumb rests mid-way and filters nothing: say so, not '5'.
              formatValue={(value) => (filters[key] === undefined ? 'cualquiera' : String(value))}
              onValueChange={([value]) => set({ [key]: value })}
            />
          </Field>
          {filters[key] !== undefined && (
            <Button
              variant="link"
              size="sm"
              aria-label={`${label}: cualquiera`}
              onClick={(event) => {
                // The slider beside the link stays; the link goes.
                const slider =
                  event.currentTarget.parentElement?.querySelector<HTMLElement>('[role="slider"]');
                set({ [key]: undefined });
                focusAfterRender(() => slider ?? null);
              }}
            >
              Cualquiera
            </Button>
          )}
        </Lifestyle>
      ))}
      <Field label={`Presupuesto: ${budgetRange(filters)}`}>
        <Slider
          min={BUDGET_MIN}
          max={BUDGET_MAX}
          step={BUDGET_STEP}
          value={[filters.minBudget ?? BUDGET_MIN, filters.maxBudget ?? BUDGET_MAX]}
          thumbLabels={['Presupuesto mínimo', 'Presupuesto máximo']}
          formatValue={formatEurosPerMonth}
          onValueChange={([min, max]) =>
            set({
              minBudget: min === undefined || min <= BUDGET_MIN ? undefined : min,
              maxBudget: max === undefined || max >= BUDGET_MAX ? undefined : max,
            })
          }
        />
      </Field>
      <Field label="Ciudad">
        <Select
          value={filters.city ?? ANY_CITY}
          onValueChange={(city) => set({ city: city === ANY_CITY ? undefined : city })}
          options={[{ value: ANY_CITY, label: 'Todas' }, ...COVERED_CITY_OPTIONS]}
        />
      </Field>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          set({ career: career.trim() || undefined });
        }}
      >
        <Field label="Carrera">
          <Input
            value={career}
            onChange={(event) => setCareer(event.target.value)}
            onBlur={() => set({ career: career.trim() || undefined })}
          />
        </Field>
      </form>
      {canMatch && (
        <Checkbox
          label="Match perfecto (90% o más)"
          checked={filters.perfect}
          onCheckedChange={(checked) => set({ perfect: checked === true })}
        />
      )}
      <Button variant="outline" onClick={() => onChange({ hobbies: [], perfect: false, page: 1 })}>
        Quitar filtros
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

// A slider and, once it filters, the link that lets it filter nothing again.
const Lifestyle = styled.div`
  display: grid;
  justify-items: start;
  > :first-child {
    justify-self: stretch;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
