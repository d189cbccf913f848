// Issue 2's sign-in journey, and the remembered path of a protected URL typed while signed out.
import { expect, test } from './setup/fixtures';
import { loginAs, logout } from './helpers';

test('admin signs in, lands on /dashboard, stays signed in after a reload, and logs out through the dialog', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toContainText('Asha Verma');
  await expect(page.getByTestId('user-badge')).toContainText('Admin');

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready to Leave?' });
  await expect(dialog).toContainText('Select "Logout" below if you are ready to end your current session.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('authToken'))).toBeNull();
  // Signed out for real: a protected page goes back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected URL typed while signed out goes to /login and opens after login', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, 'centreadmin');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('a signed-in user who opens /login goes to /dashboard', async ({ page }) => {
  await loginAs(page, 'support');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
