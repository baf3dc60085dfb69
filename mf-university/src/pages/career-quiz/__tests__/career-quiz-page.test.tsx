import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';

describe('/carrera-ideal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks three questions one at a time, then after 1.5 s shows the four careers the answers fit best; restarting resets', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/carrera-ideal');
    const progress = await screen.findByRole('progressbar', { name: 'Progreso del test' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    for (const [index, question] of [
      '¿Qué es lo que más te interesa?',
      '¿En qué se te da mejor?',
      '¿En qué entorno te gustaría trabajar?',
    ].entries()) {
      expect(screen.getByText(`Pregunta ${index + 1} de 3`)).toBeInTheDocument();
      const heading = screen.getByRole('heading', { name: question });
      if (index > 0) expect(heading).toHaveFocus();
      const options = screen.getByRole('group').querySelectorAll('button');
      expect(options).toHaveLength(5);
      await user.click(options[0]!);
    }

    expect(await screen.findByText('¡Test completado!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // While the answers are 'analysed', focus is on the message saying so, not lost to the page.
    expect(screen.getByText('Analizando tus respuestas…').closest('[tabindex]')).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.queryByRole('heading', { name: 'Tus carreras ideales' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Tus carreras ideales' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ingeniería Informática',
      'Enfermería',
      'Administración y Dirección de Empresas',
      'Diseño Multimedia y Gráfico',
    ]);
    // Every answer was the first option, technology's.
    expect(screen.getByText('Encaja con 3 de tus 3 respuestas')).toBeInTheDocument();
    expect(screen.getByText('28.000€ - 55.000€')).toBeInTheDocument();
    expect(screen.getByText('95%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Repetir el test' }));
    expect(screen.getByText('Pregunta 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it("goes back a question with 'Pregunta anterior', that answer undone", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/carrera-ideal');
    await screen.findByText('Pregunta 1 de 3');
    expect(screen.queryByRole('button', { name: 'Pregunta anterior' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('group').querySelectorAll('button')[0]!);
    expect(screen.getByText('Pregunta 2 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pregunta anterior' }));
    expect(screen.getByText('Pregunta 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Qué es lo que más te interesa?' })).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
