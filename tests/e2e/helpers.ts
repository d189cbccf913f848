// Shared steps for the end-to-end tests: sign in from the login page like a person would.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in from /login (or the login page the app is already on) and waits until the shell has the user's menu. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** The session token the console keeps in sessionStorage, for calling the API as the signed-in user. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('authToken'));
  if (!token) throw new Error('No session token in sessionStorage');
  return token;
}

/** Logs out through the top bar's 'Ready to Leave?' dialog. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready to Leave?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The visible toast's text (the shell shows one at a time). */
export const toast = (page: Page) => page.getByTestId('toast');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Types into a picker of the console labelled `label`, as a person does with the keyboard: what it held cleared from
 * its first section, then `keys`; again until every section holds its value (`[section, value]`), since on a loaded
 * machine keys typed while the field re-renders can be lost (a CI run kept only the year of 01 Jan, twice).
 */
async function typeSections(page: Page, label: string, keys: string, sections: readonly [string, string][]): Promise<void> {
  const section = (name: string) => page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name });
  await expect(async () => {
    await section(sections[0][0]).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(keys);
    for (const [name, value] of sections) {
      await expect(section(name)).toHaveAttribute('aria-valuenow', String(Number(value)), { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

/** Types a yyyy-MM-dd day into a date picker ('d MMM yyyy': resources/list/DateRangePickers.tsx, the record form). */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await typeSections(page, label, `${date}${MONTHS[Number(month) - 1]}${year}`, [['Day', date], ['Month', month], ['Year', year]]);
}

/** Types an HH:mm time into a time picker (24-hour: resources/schedule/PickerInput.tsx). */
export async function typeTime(page: Page, label: string, time: string): Promise<void> {
  const [hours, minutes] = time.split(':');
  await typeSections(page, label, `${hours}${minutes}`, [['Hours', hours], ['Minutes', minutes]]);
}
