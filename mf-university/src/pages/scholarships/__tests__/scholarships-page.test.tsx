import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';

const listed = () =>
  within(screen.getByRole('list', { name: 'Becas' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/becaria', () => {
  it('lists six scholarships and filters them by category', async () => {
    const user = userEvent.setup();
    renderRoute('/becaria');
    await screen.findByRole('heading', { level: 1, name: 'BecarIA' });
    expect(listed()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Internacional' }));
    expect(screen.getByRole('button', { name: 'Internacional' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(listed()).toEqual(['Erasmus+']);
    await user.click(screen.getByRole('button', { name: 'Investigación' }));
    expect(listed()).toEqual(['Becas de colaboración', 'Ayudas FPU']);
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    expect(listed()).toHaveLength(6);
  });

  it('announces BecarIA and each scholarship as coming soon', async () => {
    const user = userEvent.setup();
    renderRoute('/becaria');
    await user.click(await screen.findByRole('button', { name: 'Iniciar Consulta con BecarIA' }));
    expect(
      await screen.findByText('BecarIA, tu asistente de becas, estará disponible muy pronto.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erasmus+' }));
    expect(
      await screen.findByText('Muy pronto podrás consultar los requisitos y plazos de «Erasmus+».'),
    ).toBeInTheDocument();
  });
});
