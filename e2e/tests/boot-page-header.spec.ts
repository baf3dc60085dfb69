// A page whose header does not depend on data has it in its own HTML (the shell's build writes
// `<path>.html` from each remote's src/page-headers.ts, shell/src/layout/boot-page-header.ts): a
// visitor reads the page's title and what it is for as the document arrives, and the page's own
// PageHeader then draws them in the same place, the static copy gone.
import { baseURL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { withoutScripts } from '../support/without-scripts';

const ROUTE = '/notas-corte';
const TITLE = 'Notas de corte';
const SUBTITLE = 'Busca tu carrera y compara su nota de corte con tu nota de admisión.';

test('the route answers with its own page: its title, description and header', async ({
  request,
}) => {
  const html = await (await request.get(ROUTE)).text();
  expect(html).toContain(`<title>${TITLE} · UniVida</title>`);
  expect(html).toContain('content="Consulta las notas de corte');
  expect(html).toContain(`<h1>${TITLE}</h1><p>${SUBTITLE}</p>`);
  // Whatever the build adds to the app's page to start it (scripts, preloads) is there too.
  const head = (page: string) => page.match(/<(?:script|link|meta name="univida)[^>]*>/g);
  expect(head(html)).toEqual(head(await (await request.get('/')).text()));
  // A route without a static header, and an unknown path, get the app's page.
  for (const path of ['/carrera/1', '/no-existe']) {
    expect(await (await request.get(path)).text()).not.toContain('id="uv-page"');
  }
});

// A page in the site's column, and a form page in its narrower one.
const PAGES = [
  { path: ROUTE, title: TITLE, subtitle: SUBTITLE, ready: 'Buscar carrera o universidad' },
  {
    path: '/login',
    title: 'Iniciar sesión',
    subtitle:
      'Accede a tu cuenta para guardar alojamientos, escribir a tus futuros compañeros de piso y apuntarte a eventos.',
    ready: 'Email',
  },
];

for (const { path, title, subtitle, ready } of PAGES) {
  for (const width of [375, 1366]) {
    test(`${path} at ${width} px: the header shows before any script runs, and the page draws it in the same place`, async ({
      browser,
      page,
    }) => {
      const before = await withoutScripts(browser, { path, width }, async (bare) => {
        const heading = bare.getByRole('heading', { level: 1, name: title });
        await expect(heading).toBeVisible();
        await expect(bare.getByText(subtitle)).toBeVisible();
        return [await heading.boundingBox(), await bare.getByText(subtitle).boundingBox()];
      });

      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByLabel(ready, { exact: true })).toBeVisible();
      // One heading: the page's own; the static one is hidden once the page has rendered.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('#uv-page')).toBeHidden();
      const pageHeading = page.getByRole('main').getByRole('heading', { level: 1, name: title });
      const after = [
        await pageHeading.boundingBox(),
        await page.getByRole('main').getByText(subtitle).boundingBox(),
      ];
      expect(after).toEqual(before);
    });
  }
}

test("moving on to another page never brings back the first one's header", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // The next remote answers slowly, so its loading state is on screen for a while.
  await page.route(`**/remoteEntry.js`, async (route) => {
    if (
      route
        .request()
        .url()
        .includes(`:${new URL(baseURL).port}/`)
    )
      return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(ROUTE);
  await expect(page.getByLabel('Buscar carrera o universidad')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('button', { name: 'Vida Social' }).click();
  await nav.getByRole('link', { name: 'Eventos' }).click();
  await expect(page.getByText('Cargando…')).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
});
