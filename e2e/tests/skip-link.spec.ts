// Keyboard users reach the content without tabbing through the header.
import { expect, expectShellChrome, test } from '../support/fixtures';

test('the first Tab shows "Saltar al contenido", which moves focus to the page content', async ({
  page,
}) => {
  await page.goto('/');
  await expectShellChrome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/');
  await expect(skip).not.toBeInViewport();
});
