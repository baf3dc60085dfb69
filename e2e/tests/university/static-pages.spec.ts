// /universidad, /becaria and /carrera-ideal: the static screens of SPEC §2.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, openPage, toast } from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('/universidad: six universities of the four cities; a click says details are coming soon', async ({
  page,
}) => {
  await openPage(page, '/universidad');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Buscador de Universidades' }),
  ).toBeVisible();
  await expect(
    main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
  ).toHaveCount(6);
  for (const city of ['Valencia', 'Alicante', 'Castellón de la Plana', 'Zaragoza']) {
    await expect(main.getByText(city, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByText('Estudiantes', { exact: true })).toHaveCount(6);
  await expect(main.getByText('Ranking', { exact: true })).toHaveCount(6);
  // A click anywhere on the card (here its centre), not only on its title.
  await main.getByRole('listitem').filter({ hasText: 'Universidad de Zaragoza' }).click();
  await expect(toast(page)).toContainText(
    'La información detallada de cada universidad estará disponible muy pronto.',
  );
});

test('/becaria: six scholarships, the category filter and the coming-soon toasts', async ({
  page,
}) => {
  await openPage(page, '/becaria');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Becas' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const expected = { Académica: 1, Social: 2, Internacional: 1, Investigación: 2, Todas: 6 };
  for (const [category, count] of Object.entries(expected)) {
    await main
      .getByRole('group', { name: 'Categoría' })
      .getByRole('button', { name: category })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(count);
  }
  await main.getByRole('button', { name: 'Iniciar Consulta con BecarIA' }).click();
  await expect(toast(page)).toContainText(
    'BecarIA, tu asistente de becas, estará disponible muy pronto.',
  );
  await list.getByRole('button', { name: 'Erasmus+' }).click();
  await expect(toast(page)).toContainText('«Erasmus+»');
});

test('/carrera-ideal: three questions, a toast, results 1.5 s later, and a restart', async ({
  page,
}) => {
  await openPage(page, '/carrera-ideal');
  const main = page.getByRole('main');
  const progress = main.getByRole('progressbar', { name: 'Progreso del test' });
  for (const step of [1, 2, 3]) {
    await expect(main.getByText(`Pregunta ${step} de 3`)).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', String(((step - 1) / 3) * 100));
    const options = main.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(5);
    if (step < 3) await options.nth(step).click();
  }
  const results = main.getByRole('heading', { name: 'Tus carreras ideales' });
  const clicked = Date.now();
  await main.getByRole('group').getByRole('button').first().click();
  await expect(toast(page)).toContainText('¡Test completado!');
  await expect(results).toBeHidden();
  await expect(results).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1500);
  await expect(results).toBeFocused();

  const careers = main.getByRole('heading', { level: 3 });
  await expect(careers).toHaveCount(4);
  await expect(main.getByText('Empleabilidad', { exact: true })).toHaveCount(4);
  await expect(main.getByText('Salario', { exact: true })).toHaveCount(4);

  await main.getByRole('button', { name: 'Repetir el test' }).click();
  await expect(main.getByText('Pregunta 1 de 3')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
});
