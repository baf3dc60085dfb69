import { Field, LazySelect } from '@univida/shared-ui';
import { cityOptions } from '../lib/city-options';

interface CityFilterProps {
  /** The cities that have rows to show. */
  cities: readonly string[];
  value: string;
  onChange: (city: string) => void;
}

/** A list's 'Ciudad' filter (/zonas-ocio, /eventos). */
export function CityFilter({ cities, value, onChange }: CityFilterProps) {
  return (
    <Field label="Ciudad">
      <LazySelect value={value} onValueChange={onChange} options={cityOptions(cities, value)} />
    </Field>
  );
}
