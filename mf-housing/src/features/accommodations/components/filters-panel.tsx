import {
  Button,
  COVERED_CITY_OPTIONS,
  Field,
  FilterPanel,
  Input,
  LazySelect,
  Slider,
  formatEurosPerMonth,
} from '@univida/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useUniversities } from '../../../api/get-universities';
import { TYPE_LABELS } from '../../../constants';
import { PRICE_SLIDER, ROOM_OPTIONS, SEARCH_DELAY_MS } from '../constants';
import { panelFilterCount } from '../lib/search-params';
import type { AccommodationFilters, AccommodationType } from '../types';

interface FiltersPanelProps {
  filters: AccommodationFilters;
  onChange: (patch: Partial<AccommodationFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const ALL = { value: '', label: 'Todas' };
const cityOptions = [ALL, ...COVERED_CITY_OPTIONS];
const typeOptions = [
  { value: '', label: 'Todos' },
  ...Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

const priceText = (price: number) =>
  price >= PRICE_SLIDER.max ? 'Sin límite' : `Hasta ${formatEurosPerMonth(price)}`;

/** The search's filters; each choice goes to the URL at once, typing once it pauses. */
export function FiltersPanel({ filters, onChange, onClear }: FiltersPanelProps) {
  const universities = useUniversities();
  const universityOptions = [
    { value: '', label: 'Todas' },
    ...(universities.data ?? [])
      .filter((u) => !filters.city || u.city === filters.city)
      .map((u) => ({ value: u.name, label: u.name })),
  ];

  // The slider moves freely while dragged and searches once released.
  const [price, setPrice] = useState(filters.maxPrice ?? PRICE_SLIDER.max);
  const [text, setText] = useState(filters.text);
  const [shown, setShown] = useState({ price: filters.maxPrice, text: filters.text });
  if (shown.price !== filters.maxPrice || shown.text !== filters.text) {
    // The URL changed under us (Back, 'Borrar filtros'): show what it says.
    setShown({ price: filters.maxPrice, text: filters.text });
    setPrice(filters.maxPrice ?? PRICE_SLIDER.max);
    if (filters.text !== text.trim()) setText(filters.text);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const typeText = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ text: value }, { replace: true }), SEARCH_DELAY_MS);
  };

  return (
    <FilterPanel activeCount={panelFilterCount(filters)}>
      <Stack>
        <Field label="Buscar por nombre o dirección">
          <Input
            type="search"
            value={text}
            onChange={(e) => typeText(e.target.value)}
            placeholder="Benimaclet, Blasco Ibáñez…"
          />
        </Field>
        <Field label="Precio máximo (€/mes)" hint={priceText(price)}>
          <Slider
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={[price]}
            formatValue={priceText}
            onValueChange={([value]) => setPrice(value ?? PRICE_SLIDER.max)}
            onValueCommit={([value]) =>
              onChange({
                maxPrice: value === undefined || value >= PRICE_SLIDER.max ? null : value,
              })
            }
          />
        </Field>
        <div role="group" aria-labelledby="rooms-label">
          <GroupLabel id="rooms-label">Habitaciones</GroupLabel>
          <Rooms>
            {ROOM_OPTIONS.map((rooms) => {
              const active = filters.rooms === rooms;
              return (
                <Button
                  key={rooms}
                  type="button"
                  size="sm"
                  variant={active ? 'primary' : 'outline'}
                  aria-pressed={active}
                  aria-label={`${rooms} ${rooms === '1' ? 'habitación' : 'habitaciones'}`}
                  onClick={() => onChange({ rooms: active ? null : rooms })}
                >
                  {rooms}
                </Button>
              );
            })}
          </Rooms>
        </div>
        <Field label="Ciudad">
          <LazySelect
            options={cityOptions}
            value={filters.city ?? ''}
            onValueChange={(city) => onChange({ city: city || null, university: null })}
          />
        </Field>
        <Field label="Tipo de alojamiento">
          <LazySelect
            options={typeOptions}
            value={filters.type ?? ''}
            onValueChange={(type) => onChange({ type: (type || null) as AccommodationType | null })}
          />
        </Field>
        <Field label="Universidad más cercana">
          <LazySelect
            options={universityOptions}
            value={filters.university ?? ''}
            onValueChange={(university) => onChange({ university: university || null })}
          />
        </Field>
        <Button type="button" variant="ghost" onClick={onClear}>
          Borrar filtros
        </Button>
      </Stack>
    </FilterPanel>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Rooms = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  & > * {
    flex: 1;
  }
`;
