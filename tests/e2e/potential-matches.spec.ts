// Potential matches (issue 15): a CRM page on another loopback origin (the worker's trusted parent port, see
// setup/ports.ts) frames /exam-result/potential-matches with no login and searches; framed, the view runs in
// third-party mode (no side nav, footer, alerts or toasts). The untrusted port may frame other console pages (FRAME_ANCESTORS)
// but not this one. Unframed, the toasts show. Every address carries the organisation token a CRM signs (issue 27):
// without one the view says so; the README's example CRM opens the view with one it signed. The last test spends
// the client's rate limit and sees the failure.
import fs from 'node:fs';
import { expect, test, type Frame, type FrameLocator, type Page } from './setup/fixtures';
import { demoOrgToken, serveParentPages, TRUSTED_PORT, UNTRUSTED_PORT } from './embedKit';
import { toast } from './helpers';
import { ORG_TOKEN_MESSAGES } from '../../schemas/api/potentialMatches';

const PAGE = '/exam-result/potential-matches';
const LEAD = { School: 'Delhi South Extension', City: 'New Delhi', Class: '11th', 'Target Exam': 'NEET Two Year' };
/** The view's address as a CRM frames it: with a fresh token for its organisation. */
const withToken = (path: string, query: Record<string, string> = {}) => `${path}?${new URLSearchParams({ ...query, orgToken: demoOrgToken() })}`;

serveParentPages();

async function openFramed(page: Page, baseURL: string, port: number, consolePath = withToken(PAGE)) {
  await page.goto(`http://127.0.0.1:${port}/crm?console=${encodeURIComponent(`${baseURL}${consolePath}`)}`);
  return page.frameLocator('#console');
}

async function fillLead(scope: Page | FrameLocator, lead: Partial<typeof LEAD> = LEAD) {
  for (const [label, value] of Object.entries(lead)) {
    const input = scope.getByRole('combobox', { name: label });
    await input.fill(value);
    await input.press('Escape');
  }
}

const table = (scope: Page | FrameLocator, type: string) => scope.getByTestId(`match-table-${type}`);

test('a trusted CRM frames the view without login and searches; third-party mode hides nav, footer and toasts', async ({ page, baseURL }) => {
  const frame = await openFramed(page, baseURL!, TRUSTED_PORT);
  await expect(frame.getByRole('heading', { level: 1, name: 'Potential Matches' })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(frame.locator('footer')).toHaveCount(0);

  // All four are required: nothing is sent until they are filled.
  await frame.getByRole('button', { name: 'Search' }).click();
  for (const label of Object.keys(LEAD)) await expect(frame.getByText(`${label} is required`, { exact: true })).toBeVisible();
  await expect(table(frame, 'school')).toHaveCount(0);

  // The choices come from the server.
  await frame.getByRole('combobox', { name: 'School' }).click();
  await expect(frame.getByRole('option', { name: 'Delhi South Extension' })).toBeVisible();
  await frame.getByRole('combobox', { name: 'School' }).press('Escape');

  await fillLead(frame);
  const answer = page.waitForResponse((r) => r.url().includes('/api/salesforceAuth/potential-matches/list'));
  await frame.getByRole('button', { name: 'Search' }).click();
  expect((await answer).status()).toBe(200);
  // The token travels in its header, never in the API's address.
  expect((await answer).request().headers()['x-org-token']).toMatch(/^[\w-]+\.[\w-]+$/);
  expect((await answer).url()).not.toContain('orgToken');

  for (const type of ['school', 'city', 'class', 'rpi']) await expect(table(frame, type)).toBeVisible();
  const school = table(frame, 'school');
  await expect(school.getByRole('heading', { name: 'School matches' })).toBeVisible();
  await expect(school.locator('tbody tr')).toHaveCount(10);
  await expect(school.locator('tbody tr').first()).toContainText('Delhi South Extension');
  await expect(school.locator('tbody tr').first()).toContainText('NEET Two Year');
  await expect(school.locator('tbody tr').first()).toContainText(/Currently Enrolled|Alumni/);
  // The demo's New Delhi has one centre: the city table is empty, and says so.
  await expect(table(frame, 'city')).toContainText('No matching students');

  // Paging one table: page 2 of the school table, the others unchanged.
  const firstRow = await school.locator('tbody tr').first().textContent() ?? '';
  const rpiFirst = await table(frame, 'rpi').locator('tbody tr').first().textContent() ?? '';
  await school.getByRole('button', { name: 'Go to page 2', exact: true }).click();
  await expect(school.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(school.locator('tbody tr').first()).not.toHaveText(firstRow);
  await expect(table(frame, 'rpi').locator('tbody tr').first()).toHaveText(rpiFirst);

  // Third-party mode: the success toast is not shown inside the frame.
  await expect(frame.getByTestId('toast')).toHaveCount(0);
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/potential-matches-framed.png', fullPage: true });
});

test('an origin that is not trusted cannot frame the view, though it may frame the login page', async ({ page, baseURL }) => {
  const blocked = await openFramed(page, baseURL!, UNTRUSTED_PORT);
  const frameOf = async (): Promise<Frame | null> => (await page.locator('#console').elementHandle())!.contentFrame();
  // Chromium refuses to render a document whose frame-ancestors do not list the parent.
  await page.waitForTimeout(1500);
  await expect(blocked.getByRole('heading', { name: 'Potential Matches' })).toHaveCount(0);
  expect(await (await frameOf())!.evaluate(() => document.title).catch(() => '')).not.toBe('Edu Ops Console');

  const login = await openFramed(page, baseURL!, UNTRUSTED_PORT, '/login');
  await expect(login.getByLabel('Username')).toBeVisible();
});

test('unframed, the view shows the success toast with the exact words', async ({ page }) => {
  await page.goto(withToken(PAGE));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await fillLead(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page)).toContainText('Successfully fetched potential matches');
  await expect(table(page, 'class').locator('tbody tr')).toHaveCount(10);
});

test('without an organisation token the view says why, and the API refuses with 403, never 400', async ({ page, request }) => {
  let calls = 0;
  page.on('request', (r) => { if (r.url().includes('/potential-matches/')) calls++; });
  await page.goto(PAGE);
  await expect(page.getByRole('status').filter({ hasText: ORG_TOKEN_MESSAGES.missing })).toBeVisible();
  await fillLead(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page)).toContainText('Failed to fetch potential matches');
  expect(calls).toBe(0);
  const refused = await request.get(`/api/salesforceAuth/potential-matches/list?${new URLSearchParams({ school: 'x' })}`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(ORG_TOKEN_MESSAGES.missing);
  // An expired token: the view says so before anyone searches.
  await page.goto(`${PAGE}?orgToken=${demoOrgToken(-60)}`);
  await expect(page.getByRole('status').filter({ hasText: ORG_TOKEN_MESSAGES.expired })).toBeVisible();
});

test("the README's example CRM opens the view with a token its server signed", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${TRUSTED_PORT}/example`);
  await page.getByRole('button', { name: 'Open potential matches' }).click();
  const frame = page.frameLocator('#console');
  await expect(frame.getByRole('heading', { level: 1, name: 'Potential Matches' })).toBeVisible();
  await frame.getByRole('combobox', { name: 'School' }).click();
  await expect(frame.getByRole('option', { name: 'Delhi South Extension' })).toBeVisible();
  await frame.getByRole('combobox', { name: 'School' }).press('Escape');
  await fillLead(frame);
  await frame.getByRole('button', { name: 'Search' }).click();
  await expect(table(frame, 'school').locator('tbody tr')).toHaveCount(10);
});

test('past the per-client rate limit a search fails with the toast and the server’s reason', async ({ page, request }) => {
  await page.goto(withToken(PAGE, { school: LEAD.School, city: LEAD.City, classValue: LEAD.Class }));
  // The address prefilled three fields; the fourth is missing, so nothing was searched yet.
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(LEAD.School);
  await expect(table(page, 'school')).toHaveCount(0);
  // Spend this client's allowance (60 a minute by default) with cheap requests; each answers 403 until the limit.
  let status = 0;
  for (let i = 0; i < 70 && status !== 429; i++) status = (await request.get('/api/salesforceAuth/potential-matches/list')).status();
  expect(status).toBe(429);
  await fillLead(page, { 'Target Exam': LEAD['Target Exam'] });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page)).toContainText('Failed to fetch potential matches');
  await expect(page.getByRole('status').filter({ hasText: 'Too many requests for potential matches' })).toBeVisible();
});
