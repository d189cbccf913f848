// console-spec §2: the assignTests route accepts an authToken query parameter and stores it as the session token.
// A school-platform link opens the console at /assignTests?authToken=… in a tab with no session of its own.
import { expect, test } from './setup/fixtures';
import { DEMO_PASSWORD } from './helpers';

async function tokenOf(baseURL: string, username: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { authToken: string } }).data.authToken;
}

test('assignTests?authToken= stores the token as the session token, signs its user in and drops it from the address', async ({ page, baseURL }) => {
  const token = await tokenOf(baseURL!, 'admin');
  await page.goto(`/assignTests/view?authToken=${encodeURIComponent(token)}&testId=7`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toContainText('Asha Verma');
  expect(await page.evaluate(() => window.sessionStorage.getItem('authToken'))).toBe(token);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  const address = new URL(page.url());
  expect(address.pathname).toBe('/assignTests/view');
  expect(address.searchParams.get('authToken')).toBeNull();
  expect(address.searchParams.get('testId')).toBe('7');
});

test('assignTests with a token the server does not know lands on the sign-in page with nothing stored', async ({ page }) => {
  await page.goto('/assignTests?authToken=not-a-real-token');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('authToken'))).toBeNull();
});
