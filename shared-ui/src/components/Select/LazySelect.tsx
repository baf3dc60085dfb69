import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { SelectProps } from './Select';
import { selectTrigger } from './select-trigger';

type SelectComponent = ComponentType<SelectProps>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;
const loadSelect = () =>
  (loading ??= import('./Select').then((module) => (loaded = module.Select)));

/** Keys that open a closed Radix Select. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Select for a page's first render: until Radix Select is needed, a stand-in with
 * its exact look and the chosen label. Pointing at it, focusing or pressing it loads the real one,
 * which takes its place focused and, when it was pressed, open. Same props as Select.
 */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState<SelectComponent | null>(() => loaded);
  const standIn = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [handover, setHandover] = useState({ focus: false, open: false });

  if (Select) {
    return (
      <Select
        {...props}
        autoFocus={props.autoFocus || handover.focus}
        defaultOpen={props.defaultOpen || handover.open}
      />
    );
  }

  const load = (press = false) => {
    pressed.current ||= press;
    void loadSelect().then((component) => {
      // Only what is still true when it arrives: focus may have moved on meanwhile.
      const focused = standIn.current !== null && standIn.current === document.activeElement;
      setHandover({ focus: focused, open: pressed.current });
      setSelect(() => component);
    });
  };
  const { options, value, placeholder, disabled, id, className } = props;
  const chosen = options.find((option) => option.value === value && value !== undefined);
  return (
    <StandIn
      ref={standIn}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      id={id}
      className={className}
      disabled={disabled}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid']}
      data-placeholder={chosen ? undefined : ''}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) {
          event.preventDefault();
          standIn.current?.focus();
          load(true);
        }
      }}
      onClick={() => load(true)}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          load(true);
        }
      }}
    >
      <span>{chosen?.label ?? placeholder}</span>
      <ChevronDown aria-hidden size={18} />
    </StandIn>
  );
}

const StandIn = styled.button`
  ${selectTrigger}
`;
