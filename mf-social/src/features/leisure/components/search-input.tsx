import { Input } from '@univida/shared-ui';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { SEARCH_DELAY_MS } from '../constants';

type SearchInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  /** Called once typing pauses, and at once on blur. */
  onSearch: (value: string) => void;
};

/**
 * The search box: the text is the user's while they type, the URL (and the query) follow once
 * they pause, so each keystroke neither refetches nor rewrites history.
 */
export function SearchInput({ value, onSearch, ...props }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Back, a link or a cleared filter changes the URL's value: show it.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) onSearch(next);
  };
  return (
    <Input
      {...props}
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(next), SEARCH_DELAY_MS);
      }}
      onBlur={() => flush(text)}
    />
  );
}
