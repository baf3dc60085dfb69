// Signs in once per role and saves the session (localStorage) for the specs that need it.
import { adminAccount, demoAccounts, DEMO_PASSWORD } from '../../scripts/lib/accounts.mjs';
import { adminState, studentState } from '../support/env';
import { test } from '../support/fixtures';
import { logIn } from '../support/login';

const student = demoAccounts.find((account) => account.role === 'estudiante')!;

test('sign in as the admin', async ({ page }) => {
  const admin = adminAccount();
  await logIn(page, admin.email, admin.password);
  await page.context().storageState({ path: adminState });
});

test('sign in as a student', async ({ page }) => {
  await logIn(page, student.email, DEMO_PASSWORD);
  await page.context().storageState({ path: studentState });
});
