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
 * Types a yyyy-MM-dd day into a date picker of the console (resources/list/DateRangePickers.tsx, 'dd MMM yyyy') labelled
 * `label`, as a person does with the keyboard: what it held cleared first, then day, month and year section by section.
 */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const section = (name: string) => page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name });
  // Typed again until the field holds the day: on a loaded machine keys typed while the field re-renders can be lost
  // (a CI run kept only the year of 01 Jan, twice).
  await expect(async () => {
    await section('Day').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(`${date}${MONTHS[Number(month) - 1]}${year}`);
    for (const [name, value] of [['Day', date], ['Month', month], ['Year', year]]) {
      await expect(section(name)).toHaveAttribute('aria-valuenow', String(Number(value)), { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

/** Types an HH:mm time into a time picker of the console (resources/schedule/PickerInput.tsx, 24-hour) labelled `label`. */
export async function typeTime(page: Page, label: string, time: string): Promise<void> {
  const [hours, minutes] = time.split(':');
  const section = (name: string) => page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name });
  await expect(async () => {
    await section('Hours').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(`${hours}${minutes}`);
    for (const [name, value] of [['Hours', hours], ['Minutes', minutes]]) {
      await expect(section(name)).toHaveAttribute('aria-valuenow', String(Number(value)), { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}
