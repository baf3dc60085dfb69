// Every route of every remote's route table renders its own content inside the header and
// footer, from real seed ids, with no uncaught error. The case lists are typed by the tables, so a
// route added to a table without a case here does not compile.
import { adminState, baseURL, studentState } from '../support/env';
import { expect, expectShellChrome, test } from '../support/fixtures';
import {
  accountRoutes,
  adminRoutes,
  housingRoutes,
  remoteTables,
  shellRoutes,
  socialRoutes,
  universityRoutes,
} from '../support/route-tables';
import { seed } from '../support/seed-ids';

const FALLBACK_TITLE = 'Esta sección no está disponible ahora mismo';
const NOT_FOUND_TITLE = 'Página no encontrada';

interface Visit {
  path: string;
  /** The page's own level-1 heading. */
  heading: string;
  /** Something only this page shows, besides its heading. */
  text?: string;
  /** A radio the URL preselects. */
  checked?: string;
  /** The browser state to visit with (default: a visitor). */
  storageState?: string;
}
/** A route whose visit has side effects is covered by its own spec instead. */
type Case = Visit | { coveredBy: string };
type Cases<Table extends { patterns: Record<string, string> }> = Record<
  keyof Table['patterns'],
  Case
>;

const university: Cases<typeof universityRoutes> = {
  cutOffScores: {
    path: universityRoutes.paths.cutOffScores(),
    heading: 'Notas de corte',
    text: 'Medicina',
  },
  degree: {
    path: universityRoutes.paths.degree({ id: seed.degree }),
    heading: 'Medicina',
    text: 'Universitat de València',
  },
  universities: {
    path: universityRoutes.paths.universities(),
    heading: 'Buscador de Universidades',
  },
  scholarships: { path: universityRoutes.paths.scholarships(), heading: 'BecarIA' },
  careerQuiz: { path: universityRoutes.paths.careerQuiz(), heading: 'CarreraIdeal' },
};

const housing: Cases<typeof housingRoutes> = {
  list: { path: housingRoutes.paths.list(), heading: 'Buscar Alojamiento', text: 'alojamientos' },
  detail: {
    path: housingRoutes.paths.detail({ id: seed.accommodation }),
    heading: 'Piso luminoso en Benimaclet',
    text: 'Contactar con el propietario',
  },
  flatmates: { path: housingRoutes.paths.flatmates(), heading: 'RoomieMatch' },
  flatmate: {
    path: housingRoutes.paths.flatmate({ id: seed.student }),
    heading: 'Perfil de compañero',
  },
  // Visitors are sent to /login (and back after signing in): the page is a student's.
  chats: { path: housingRoutes.paths.chats(), heading: 'Chats', storageState: studentState },
  myListings: {
    path: housingRoutes.paths.myListings(),
    heading: 'Mis alojamientos',
    text: 'Inicia sesión para publicar alojamientos',
  },
};

const social: Cases<typeof socialRoutes> = {
  leisureZones: { path: socialRoutes.paths.leisureZones(), heading: 'Zonas de ocio' },
  leisureZone: {
    path: socialRoutes.paths.leisureZone({ id: seed.spot }),
    heading: 'La Pinta Cervecería',
  },
  events: { path: socialRoutes.paths.events(), heading: 'Eventos' },
  event: {
    path: socialRoutes.paths.event({ id: seed.event }),
    heading: 'Fiesta de bienvenida Erasmus',
  },
  news: { path: socialRoutes.paths.news(), heading: 'Novedades' },
};

const account: Cases<typeof accountRoutes> = {
  login: {
    path: accountRoutes.paths.login(),
    heading: 'Iniciar sesión',
    text: '¿No tienes cuenta?',
  },
  register: {
    path: accountRoutes.paths.register({}, { role: 'owner' }),
    heading: 'Registrarse',
    checked: 'Propietario',
  },
  // Visiting it creates the admin account.
  setupAdmin: { coveredBy: 'account/setup-admin.spec.ts' },
  profile: {
    path: accountRoutes.paths.profile(),
    heading: 'Mi Perfil',
    text: 'Inicia sesión para ver tu perfil',
  },
  favorites: {
    path: accountRoutes.paths.favorites(),
    heading: 'Favoritos',
    text: 'Inicia sesión para ver tus favoritos',
  },
  resetPassword: {
    path: accountRoutes.paths.resetPassword(),
    heading: 'Restablecer contraseña',
    text: 'Enviar enlace',
  },
  savedSearches: {
    path: accountRoutes.paths.savedSearches(),
    heading: 'Mis búsquedas',
    text: 'Inicia sesión para ver tus búsquedas',
  },
};

const admin: Cases<typeof adminRoutes> = {
  dashboard: {
    path: adminRoutes.paths.dashboard(),
    heading: 'Panel de administración',
    storageState: adminState,
  },
};

const shellPages: Cases<typeof shellRoutes> = {
  home: { path: shellRoutes.paths.home(), heading: 'Tu vida universitaria, simplificada' },
  terms: { path: shellRoutes.paths.terms(), heading: 'Términos y condiciones' },
  privacy: { path: shellRoutes.paths.privacy(), heading: 'Política de privacidad' },
  legalNotice: { path: shellRoutes.paths.legalNotice(), heading: 'Aviso legal' },
};

const visits = [shellPages, university, housing, social, account, admin].flatMap((cases) =>
  Object.values<Case>(cases).filter((c): c is Visit => 'path' in c),
);

for (const visit of visits) {
  test.describe(visit.path, () => {
    if (visit.storageState) test.use({ storageState: visit.storageState });

    test(`${visit.path} shows '${visit.heading}' inside header and footer`, async ({ page }) => {
      await page.goto(visit.path);
      await expectShellChrome(page);
      await expect(page).toHaveURL(`${baseURL}${visit.path}`);
      const title = page.getByRole('heading', { level: 1 }).first();
      await expect(title).toHaveText(visit.heading);
      if (visit.text) await expect(page.getByText(visit.text).first()).toBeVisible();
      if (visit.checked)
        await expect(page.getByRole('radio', { name: visit.checked })).toBeChecked();
    });
  });
}

test('the served app-config routes are exactly the route tables', async ({ request }) => {
  const config = await (await request.get('/app-config.json')).json();
  expect(Object.keys(config.remotes).sort()).toEqual(remoteTables.map((t) => t.remote).sort());
  for (const table of remoteTables) {
    expect(config.remotes[table.remote].routes).toEqual(Object.values(table.patterns));
    expect(Boolean(config.remotes[table.remote].adminOnly)).toBe(table.adminOnly);
    expect(Boolean(config.remotes[table.remote].pagesLoadSupabase)).toBe(table.pagesLoadSupabase);
    expect(config.remotes[table.remote].visitorRedirects ?? {}).toEqual(table.visitorRedirects);
  }
});

test('an unknown path shows the 404 page inside header and footer', async ({ page }) => {
  await page.goto('/no-existe');
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
});

test('a remote that fails shows its fallback, never a blank page', async ({ page }) => {
  await page.route('**/remoteEntry.js*', (route) => route.abort());
  await page.goto(universityRoutes.paths.cutOffScores());
  await expectShellChrome(page);
  await expect(page.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeVisible();
});
