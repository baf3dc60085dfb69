import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Badge } from '../Badge';

describe('Badge', () => {
  it('renders its text with a look per variant', () => {
    renderWithTheme(
      <>
        <Badge variant="success">95% compatible</Badge>
        <Badge variant="warning">85% compatible</Badge>
      </>,
    );
    const success = screen.getByText('95% compatible');
    expect(success.tagName).toBe('SPAN');
    expect(success.className).not.toBe(screen.getByText('85% compatible').className);
  });
});
