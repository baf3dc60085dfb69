// After login the header shows the account menu with the avatar's initials (SPEC §2 Header).
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/login';

test('the header avatar falls back to the initials of the first two words of the name', async ({
  page,
  request,
}) => {
  const config = await (await request.get('/app-config.json')).json();
  const email = `maria.${Date.now()}@e2e.univida.es`;
  const password = 'Contraseña-e2e-1';
  // A user with no profile picture, registered straight through the Auth API.
  const signup = await request.post(`${config.supabaseUrl}/auth/v1/signup`, {
    headers: { apikey: config.supabaseAnonKey, 'Content-Type': 'application/json' },
    data: { email, password, data: { full_name: 'María José Pérez', user_type: 'student' } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);

  await logIn(page, email, password);
  const account = page.getByRole('button', { name: 'Menú de la cuenta de María José Pérez' });
  await expect(account).toContainText('MJ');
  await account.click();
  await expect(page.getByRole('menu')).toContainText(email);
});
