import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { FilterPanel } from '../FilterPanel';

describe('FilterPanel', () => {
  it('is a region named Filtros whose title button folds the filters and says how many apply', async () => {
    renderWithTheme(
      <FilterPanel activeCount={2}>
        <label>
          Ciudad <input />
        </label>
      </FilterPanel>,
    );
    const panel = screen.getByRole('complementary', { name: 'Filtros' });
    const toggle = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByLabelText('Ciudad'),
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toContainElement(toggle);
    expect(await axeViolations()).toEqual([]);
  });

  it('says no count when no filter applies', () => {
    renderWithTheme(<FilterPanel>{null}</FilterPanel>);
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });
});
