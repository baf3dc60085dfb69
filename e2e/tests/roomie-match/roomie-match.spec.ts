// RoomieMatch on the seed: filters live in the URL, chosen hobbies must all match, a student sees
// the same score on the list and on the profile (with its breakdown), a visitor is invited to sign
// in instead of seeing a number, and a student cannot message themself.
import { demoAccounts, DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import { expect, test } from '../../support/fixtures';
import { expectLastPageOpened } from '../../support/last-page';
import { logIn } from '../../support/login';

// Several browsers and sign-ins per test on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const ana = demoAccounts.find((account) => account.role === 'estudiante')!;
const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Compañeros' }).getByRole('listitem');

test('a visitor sees flatmates with an invitation to sign in instead of a score; filters go to the URL', async ({
  page,
}) => {
  await page.goto('/roomie-match');
  // The first visit loads the remote: allow for a busy machine.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first()).toContainText('Inicia sesión para ver tu compatibilidad');
  await expect(page.getByText(/% compatible/)).toHaveCount(0);
  await expect(page.getByLabel('Match perfecto (90% o más)')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Deportes' }).click();
  await expect(page).toHaveURL(/aficion=Deportes/);
  // A profile's way back returns to the list as it was left, filters included.
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de compañero' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a RoomieMatch' }).click();
  await expect(page).toHaveURL(/\/roomie-match\?aficion=Deportes$/);
  await expect(page.getByRole('checkbox', { name: 'Deportes' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Música' }).click();
  await expect(page).toHaveURL(/aficion=Deportes&aficion=M%C3%BAsica/);
  // The filters come back from the URL; whoever is left has both hobbies (all must match).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Deportes' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Música' })).toBeChecked();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /compañeros?$/ })
      .or(page.getByRole('button', { name: 'Ampliar filtros' })),
  ).toBeVisible();
  for (const card of await cards(page).all()) {
    const href = (await card.getByRole('link').getAttribute('href'))!;
    const profile = await page.context().newPage();
    await profile.goto(href);
    await expect(profile.getByRole('main')).toContainText('Deportes');
    await expect(profile.getByRole('main')).toContainText('Música');
    await profile.close();
  }
  // With a hobby nobody has, the empty state offers to widen the filters, which empties the URL.
  await page.getByRole('checkbox', { name: 'Café' }).click();
  await page.getByRole('button', { name: 'Ampliar filtros' }).click();
  await expect(page).toHaveURL('/roomie-match');
  await expect(cards(page).first()).toBeVisible();
});

test('a student sees the same score on the list and on the profile, with its breakdown', async ({
  page,
}) => {
  await logIn(page, ana.email, DEMO_PASSWORD);
  await page.goto('/roomie-match');
  const first = cards(page).first();
  await expect(first).toContainText(/\d+% compatible/);
  const listed = (await first.getByText(/% compatible/).textContent())!;
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  // The card's own heading has the same name: wait for the profile before reading its score.
  const breakdown = page.getByRole('region', { name: 'Desglose de compatibilidad' });
  await expect(breakdown).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(/% compatible/)).toHaveText(listed);
  for (const part of [
    /Presupuesto\s*\d+\/25/,
    /Estilo de vida\s*\d+\/35/,
    /Tabaco\s*\d+\/20/,
    /Aficiones\s*\d+\/20/,
  ]) {
    await expect(breakdown).toContainText(part);
  }
  // Scores are sorted highest first.
  await page.goBack();
  const scores = (await page.getByText(/% compatible/).allTextContents()).map((text) =>
    parseInt(text, 10),
  );
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
});

test('a student is offered no message to themself, only their profile to edit; messaging another opens the conversation in /chats', async ({
  page,
}) => {
  await logIn(page, ana.email, DEMO_PASSWORD);
  const me = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return JSON.parse(localStorage.getItem(key)!).user.id as string;
  });
  await page.goto(`/roomie-match/${me}`);
  // Their own profile: no score against themselves, and no sign-in prompt for a signed-in student.
  await expect(page.getByText('Así ven tu perfil los demás estudiantes.')).toBeVisible();
  await expect(page.getByText('Inicia sesión para ver tu compatibilidad')).toHaveCount(0);
  await expect(page.getByText('Este es tu perfil.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Enviar mensaje a / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar mi perfil' })).toHaveAttribute(
    'href',
    '/profile',
  );

  await page.goto('/roomie-match');
  await cards(page).first().getByRole('link').click();
  await page.getByRole('button', { name: /^Enviar mensaje a / }).click();
  await expect(page).toHaveURL(/\/chats\?conversationId=[0-9a-f-]{36}$/);
  // They came to write: the message box has focus.
  await expect(page.getByLabel('Escribe un mensaje')).toBeFocused();
});

test("an old link past the list's end opens its last page, not 'no flatmates'", async ({
  page,
}) => {
  await page.goto('/roomie-match?pagina=99');
  // The seed's students looking for a flatmate fill three pages of 12.
  await expectLastPageOpened(page, 3);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('No hay compañeros con estos filtros')).toHaveCount(0);
});

test('a student who is not looking for a flatmate has no flatmate page, nor has an id that is not one', async ({
  page,
}) => {
  // Sofía Ibáñez (seed) is a student who is not looking.
  await page.goto('/roomie-match/00000000-0000-4000-a000-000000000033');
  await expect(page.getByRole('heading', { name: 'Compañero no encontrado' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Sofía Ibáñez Royo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Enviar mensaje/ })).toHaveCount(0);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) asked.push(request.url());
  });
  await page.goto('/roomie-match/abc');
  await expect(page.getByRole('heading', { name: 'Compañero no encontrado' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Error al cargar el perfil')).toHaveCount(0);
  expect(asked.filter((url) => url.includes('abc'))).toEqual([]);
});

test("a lifestyle slider, once moved, goes back to 'cualquiera' and filters nothing again", async ({
  page,
}) => {
  await page.goto('/roomie-match');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const status = page.getByRole('status').filter({ hasText: /compañeros?$/ });
  const everyone = await status.textContent();
  const slider = page.getByRole('slider', { name: 'Madrugador: cualquiera' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'cualquiera');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  const moved = page.getByRole('slider', { name: 'Madrugador: 6' });
  await expect(moved).toBeFocused();
  await expect(moved).toHaveAttribute('aria-valuetext', '6');
  await expect(status).not.toHaveText(everyone!);

  await page.getByRole('button', { name: 'Madrugador: cualquiera' }).press('Enter');
  await expect(page.getByRole('slider', { name: 'Madrugador: cualquiera' })).toBeFocused();
  await expect(status).toHaveText(everyone!);
  await expect(page.getByRole('button', { name: 'Madrugador: cualquiera' })).toHaveCount(0);
});
