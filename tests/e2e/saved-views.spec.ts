// A list opened without a state of its own opens at the user's default view, asked for once: the browser remembers
// the default, so the console writes its parameters into the address before the list's first request (no plain list
// fetched and thrown away). A user of its own, made for the test: their default changes how their lists open.
import { expect, test } from './setup/fixtures';
import { loginAs, sessionToken, toast } from './helpers';

const STUDENTS = '/glorifireEntities/home?entity=crp';
const PASSWORD = 'views-pass-123';

test('the default view opens the list at once: one list request with its parameters, and its name in the views menu', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const token = await sessionToken(page);
  const call = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const res = await page.request.fetch(url, { method, headers: { 'access-token': token }, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
    return res.json();
  };
  const role = (await call('GET', '/api/admin/roles')).find((r: { name: string }) => r.name === 'Institute Admin');
  const [org] = await call('GET', '/api/admin/organisations');
  const username = `views${Date.now().toString(36)}`;
  await call('POST', '/api/admin/users', { username, firstName: 'Vina', lastName: 'Views', roleId: role.id, orgId: org.id, scope: 'organisation', password: PASSWORD, active: true });

  const context = await browser.newContext();
  const mine = await context.newPage();
  await loginAs(mine, username, PASSWORD);
  await mine.goto(STUDENTS);
  const paging = mine.getByRole('navigation', { name: 'Pagination' });
  await expect(paging).toContainText('1–100 of');
  await mine.getByRole('tab', { name: 'Deactivated' }).click();
  await paging.getByRole('combobox', { name: 'Rows per page' }).click();
  await mine.getByRole('listbox').getByRole('option', { name: '25', exact: true }).click();
  await expect(paging).toContainText('1–25 of');
  await mine.getByRole('button', { name: 'Views' }).click();
  await mine.getByRole('menuitem', { name: 'Save current view…' }).click();
  await mine.getByRole('textbox', { name: 'View name' }).fill('Deactivated, 25');
  await mine.getByRole('checkbox', { name: 'Open this list with it (my default view)' }).check();
  await mine.getByRole('button', { name: 'Save view' }).click();
  await expect(toast(mine)).toContainText('View "Deactivated, 25" saved.');

  // Opened afresh (a new load of the console, as from a bookmark of the plain list): one list request, the view's.
  const lists: URL[] = [];
  mine.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/glorifire-entities/crp')) lists.push(url);
  });
  await mine.goto(STUDENTS);
  await expect(mine.getByRole('button', { name: 'View: Deactivated, 25' })).toBeVisible();
  await expect(paging).toContainText('1–25 of');
  await expect(mine.getByRole('tab', { name: 'Deactivated' })).toHaveAttribute('aria-selected', 'true');
  await mine.waitForTimeout(500);
  expect(lists.map((u) => [u.searchParams.get('status'), u.searchParams.get('limit')])).toEqual([['deactivated', '25']]);
  await context.close();
});
