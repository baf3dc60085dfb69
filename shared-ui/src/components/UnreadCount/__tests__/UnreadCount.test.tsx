import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { UnreadCount } from '../UnreadCount';

describe('UnreadCount', () => {
  it('shows the count with a spoken label, singular and plural', () => {
    renderWithTheme(
      <>
        <UnreadCount count={1} />
        <UnreadCount count={12} />
      </>,
    );
    expect(screen.getByLabelText('1 mensaje sin leer')).toHaveTextContent('1');
    expect(screen.getByLabelText('12 mensajes sin leer')).toHaveTextContent('12');
  });

  it('shows nothing for no unread messages or an unknown count', () => {
    const { container } = renderWithTheme(
      <>
        <UnreadCount count={0} />
        <UnreadCount count={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
