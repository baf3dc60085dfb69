import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeRest } from '@univida/shared-testing';
import { renderRoute } from '../../../test/render-route';
import { sampleData } from '../../../test/sample-data';

describe('/carrera/:id', () => {
  beforeEach(async () => {
    await installFakeRest(sampleData());
  });

  it('shows a spinner, then the degree with its university, city and score to 3 decimals', async () => {
    renderRoute('/carrera/3');
    expect(await screen.findByText('Cargando carrera…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingeniería Informática' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Universitat Politècnica de València')).toBeInTheDocument();
    expect(screen.getByText('Valencia')).toBeInTheDocument();
    expect(screen.getByText('Nota de corte 11,020')).toBeInTheDocument();
    for (const text of ['35.000€ - 45.000€', '15+', '4 años / 240 ECTS']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('has the four tabs with their sample content, as long as the degree: Medicina 6 años / 360 ECTS', async () => {
    const user = userEvent.setup();
    renderRoute('/carrera/1');
    await screen.findByRole('heading', { level: 1, name: 'Medicina' });
    expect(screen.getByText('6 años / 360 ECTS')).toBeInTheDocument();
    expect(screen.queryByText('4 años / 240 ECTS')).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Asignaturas',
      'Profesores',
      'Salidas profesionales',
      'Plan de estudios',
    ]);
    expect(screen.getAllByRole('heading', { name: /curso$/ }).map((h) => h.textContent)).toEqual([
      '1.º curso',
      '2.º curso',
      '3.º curso',
      '4.º curso',
      '5.º curso',
      '6.º curso',
    ]);
    // The final year, Trabajo Fin de Grado included, is the sixth.
    expect(
      within(
        screen.getByRole('heading', { name: '6.º curso' }).closest('div')!.parentElement!,
      ).getByText('Trabajo Fin de Grado'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profesores' }));
    expect(screen.getAllByRole('img', { name: /^Valoración de .*: 4 de 5$/ })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Salidas profesionales' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Plan de estudios' }));
    const plan = screen.getByRole('table', { name: 'Distribución de los 360 créditos ECTS' });
    const credits = within(plan)
      .getAllByRole('cell')
      .map((cell) => Number(cell.textContent));
    expect(credits.reduce((sum, value) => sum + value, 0)).toBe(360);
  });

  it.each(['Subir apuntes', 'Ver apuntes', 'Evaluar', 'Descargar guía docente'])(
    '“%s” says the feature is under construction',
    async (label) => {
      const user = userEvent.setup();
      renderRoute('/carrera/1');
      await user.click(await screen.findByRole('button', { name: label }));
      expect(await screen.findByText('¡Función en desarrollo!')).toBeInTheDocument();
    },
  );

  it('links to rooms near its university, flatmates of the degree in its city and plans there', async () => {
    renderRoute('/carrera/3');
    const steps = await screen.findByRole('region', { name: 'Tu vida en esta carrera' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      [
        'Alojamiento cerca de Universitat Politècnica de València',
        '/alojamiento?universidad=Universitat+Polit%C3%A8cnica+de+Val%C3%A8ncia',
      ],
      [
        'Compañeros que estudian Ingeniería Informática',
        '/roomie-match?ciudad=Valencia&carrera=Ingenier%C3%ADa+Inform%C3%A1tica',
      ],
      ['Planes en Valencia', '/eventos?ciudad=Valencia'],
    ]);
  });

  it.each([
    ['11,5', '+0,480 sobre la nota de corte'],
    ['10.02', '1,000 por debajo de la nota de corte'],
  ])(
    'with ?nota=%s in the URL, says how far the grade is from the cut-off',
    async (grade, text) => {
      renderRoute(`/carrera/3?nota=${grade}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it.each(['/carrera/999', '/carrera/abc'])(
    '%s: “Carrera no encontrada” with a way back',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Carrera no encontrada' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a las notas de corte' })).toHaveAttribute(
        'href',
        '/notas-corte',
      );
    },
  );

  it('shows SPEC §8’s message when the degree cannot be loaded', async () => {
    await installFakeRest(sampleData(), { failing: ['cut_off_scores'] });
    renderRoute('/carrera/1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Error al cargar los detalles de la carrera',
      }),
    ).toBeInTheDocument();
  });
});
