import { Field } from '../Field/Field';
import { Slider } from '../Slider/Slider';
import styled from 'styled-components';

export interface SliderFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  /** How the value reads, shown beside the label and spoken by screen readers. */
  format?: (value: number) => string;
  disabled?: boolean;
}

/** A labelled one-thumb slider with its current value beside the label. */
export function SliderField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  format = String,
  disabled,
}: SliderFieldProps) {
  return (
    <Wrapper>
      <Field label={label}>
        <Slider
          value={[value]}
          onValueChange={([next]) => onChange(next ?? min)}
          min={min}
          max={max}
          step={step}
          formatValue={format}
          disabled={disabled}
        />
      </Field>
      {/* The thumb announces the value itself (aria-valuetext); this copy is for sighted users. */}
      <Value aria-hidden>{format(value)}</Value>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  /* Room for the value, so a long label wraps before reaching it. */
  label {
    padding-right: 6.5rem;
  }
`;

const Value = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;
