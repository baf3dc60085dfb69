import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../../components/Input/Input';
import { Textarea } from '../../components/Textarea/Textarea';
import { renderWithTheme } from '../../test/render';
import { theme } from '../theme';

/** The CSS written for the element's own class under `selector`, as one declaration block. */
function ruleFor(element: Element, selector: string): string | undefined {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('');
  const classes = Array.from(element.classList);
  for (const name of classes) {
    const start = css.indexOf(`.${name}${selector}{`);
    if (start >= 0) return css.slice(start, css.indexOf('}', start));
  }
  return undefined;
}

describe('a field with an error, focused', () => {
  it.each([
    ['Input', () => <Input aria-label="Teléfono" aria-invalid />],
    ['Textarea', () => <Textarea aria-label="Descripción" aria-invalid />],
  ])('%s gets a 2px indigo ring outside its red border, not only a faint halo', (_, field) => {
    renderWithTheme(field());
    const control = screen.getByRole('textbox');
    const focused = ruleFor(control, "[aria-invalid='true']:focus-visible");
    expect(focused).toBeDefined();
    expect(focused).toContain(`outline:2px solid ${theme.colors.focus}`);
    expect(focused).toContain('outline-offset:2px');
    expect(focused).not.toContain(theme.colors.destructiveSoft);
    // Unfocused, the red border alone says the error.
    expect(ruleFor(control, "[aria-invalid='true']")).toContain(
      `border-color:${theme.colors.destructive}`,
    );
  });
});
