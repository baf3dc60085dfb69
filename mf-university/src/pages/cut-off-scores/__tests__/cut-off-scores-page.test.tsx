import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeRest } from '@univida/shared-testing';
import { currentUrl, renderRoute } from '../../../test/render-route';
import { sampleData } from '../../../test/sample-data';

const cards = async () => {
  const results = await screen.findByRole('region', { name: 'Resultados' });
  return within(results)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
};

describe('/notas-corte', () => {
  let data = sampleData();
  beforeEach(async () => {
    data = sampleData();
    await installFakeRest(data);
  });

  it('shows a loading state, then every degree by score descending with 3 decimals, linking to its detail', async () => {
    renderRoute('/notas-corte');
    expect(await screen.findByText('Cargando notas de corte…')).toBeInTheDocument();
    expect(await cards()).toEqual([
      '/carrera/1',
      '/carrera/5',
      '/carrera/3',
      '/carrera/4',
      '/carrera/2',
    ]);
    const first = screen.getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Medicina');
    expect(first).toHaveTextContent('13,430');
    expect(first).toHaveTextContent('Universitat de València');
    expect(first).toHaveTextContent('Valencia');
    expect(screen.getByText('5 carreras encontradas')).toBeInTheDocument();
  });

  it('restores the filters from a shared URL and says how far the grade is from each cut-off', async () => {
    renderRoute('/notas-corte?q=ingenieria&nota=11,5');
    // The grade travels on, so each degree's page says the same.
    expect(await cards()).toEqual(['/carrera/3?nota=11.5', '/carrera/2?nota=11.5']);
    expect(screen.getByLabelText('Buscar carrera o universidad')).toHaveValue('ingenieria');
    expect(screen.getByLabelText('Tu nota de admisión')).toHaveValue('11,5');
    expect(screen.getByText('+0,480 sobre la nota de corte')).toBeInTheDocument();
    expect(screen.getByText('+6,500 sobre la nota de corte')).toBeInTheDocument();
  });

  it('searches as the user types, ignoring accents, and writes the filters to the URL', async () => {
    const user = userEvent.setup();
    renderRoute('/notas-corte');
    await cards();
    await user.type(screen.getByLabelText('Buscar carrera o universidad'), 'fisica');
    await waitFor(async () => expect(await cards()).toEqual(['/carrera/5']));
    await user.type(screen.getByLabelText('Tu nota de admisión'), '13');
    await waitFor(async () => expect(await cards()).toEqual([]));
    await waitFor(() => expect(currentUrl.value).toBe('/notas-corte?q=fisica&nota=13'));
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    renderRoute('/notas-corte?q=veterinaria&ciudad=Zaragoza');
    expect(
      await screen.findByRole('heading', { name: 'No hay carreras con estos filtros' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(async () => expect(await cards()).toHaveLength(5));
    expect(currentUrl.value).toBe('/notas-corte');
    expect(screen.getByLabelText('Buscar carrera o universidad')).toHaveValue('');
  });

  it('shows SPEC §8’s message when the scores cannot be loaded', async () => {
    await installFakeRest(data, { failing: ['cut_off_scores'] });
    renderRoute('/notas-corte');
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar las notas de corte' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Error al cargar las notas de corte', { selector: 'li *' }),
    ).toBeInTheDocument();
  });

  it('reads a long list in pages, so hosted PostgREST’s 1,000-row cap never truncates it', async () => {
    data.cut_off_scores = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      career: `Grado ${i + 1}`,
      university: 'Universidad de Zaragoza',
      city: 'Zaragoza',
      score: 5 + (i % 900) / 100,
    }));
    const fetchMock = await installFakeRest(data);
    renderRoute('/notas-corte');
    expect(await screen.findByText('2500 carreras encontradas')).toBeInTheDocument();
    const scoreRequests = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('cut_off_scores'),
    );
    expect(scoreRequests).toHaveLength(3);
  });
});

describe('the calculator on /notas-corte', () => {
  beforeEach(async () => {
    await installFakeRest(sampleData());
  });

  it('works with the keyboard alone and fills the grade filter with its result', async () => {
    const user = userEvent.setup();
    renderRoute('/notas-corte');
    await cards();
    screen.getByRole('button', { name: 'Calcular mi nota' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Calcula tu nota de admisión' });
    expect(within(dialog).queryByText(/Tu nota de admisión es/)).not.toBeInTheDocument();
    const first = await within(dialog).findByLabelText('Nota media de Bachillerato');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('9,30');
    await user.tab();
    await user.keyboard('8');
    await user.tab();
    await user.keyboard('8,5');
    await user.tab(); // the weight select keeps its default 0,2
    expect(within(dialog).getByRole('combobox', { name: 'Ponderación materia 1' })).toHaveFocus();
    expect(
      within(dialog).getByRole('combobox', { name: 'Ponderación materia 1' }),
    ).toHaveTextContent('0,2');
    await user.tab();
    await user.keyboard('7{Enter}');
    expect(within(dialog).getByText(/Tu nota de admisión es/)).toHaveTextContent(
      'Tu nota de admisión es 11,880.',
    );
    expect(screen.getByLabelText('Tu nota de admisión')).toHaveValue('11,880');
    expect(
      await screen.findByText('Tu nota de admisión es 11,880.', { selector: 'li *' }),
    ).toBeInTheDocument();
    // Escape closes the topmost layer first: the toast, then the dialog.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByText('Tu nota de admisión es 11,880.', { selector: 'li *' })).toBeNull(),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular mi nota' })).toHaveFocus();
    await waitFor(async () =>
      expect(await cards()).toEqual([
        '/carrera/3?nota=11.88',
        '/carrera/4?nota=11.88',
        '/carrera/2?nota=11.88',
      ]),
    );
  });

  it('refuses a grade outside 0–10: an alert in the dialog, the field marked, no result', async () => {
    const user = userEvent.setup();
    renderRoute('/notas-corte');
    await user.click(await screen.findByRole('button', { name: 'Calcular mi nota' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Fase general (PAU)'), '10,5{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Las notas deben estar entre 0 y 10.',
    );
    expect(within(dialog).getByLabelText('Fase general (PAU)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Fase general (PAU)')).toHaveFocus();
    expect(within(dialog).getByLabelText('Fase general (PAU)')).toHaveAccessibleDescription(
      'Las notas deben estar entre 0 y 10.',
    );
    expect(within(dialog).queryByText(/Tu nota de admisión es/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tu nota de admisión')).toHaveValue('');
  });
});
