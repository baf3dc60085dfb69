import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';

describe('/universidad', () => {
  it('shows six universities of the four cities; clicking one says details are coming soon', async () => {
    const user = userEvent.setup();
    renderRoute('/universidad');
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(6);
    for (const city of ['Valencia', 'Alicante', 'Castellón de la Plana', 'Zaragoza']) {
      expect(screen.getAllByText(city).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('Estudiantes')).toHaveLength(6);
    expect(screen.getAllByText('Ranking')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Universidad de Zaragoza' }));
    expect(
      await screen.findByText(
        'La información detallada de cada universidad estará disponible muy pronto.',
      ),
    ).toBeInTheDocument();
  });
});
