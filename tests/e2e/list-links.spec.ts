// A bookmarked or edited list link the server would refuse (issue 27 item 15): console-spec §8 turns an HTTP 400 into
// a logout, so the console cleans the link's list parameters against the schemas before asking, names what it left
// out in a toast, and never sends the request the server would refuse.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, toast } from './helpers';

/** Every API answer of status 400 the page receives from now on. */
function watch400(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() === 400) refused.push(res.url());
  });
  return refused;
}

test('an entity list link with a stale status, a reversed range and an unknown sort: still signed in, told what was dropped', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  const refused = watch400(page);
  const filter = JSON.stringify({ status: 'archived', startDateFrom: '2026-05-10', startDateTo: '2026-05-01' });
  const listed = page.waitForResponse((res) => res.url().includes('/glorifire-entities/batch?') && res.status() === 200);
  await page.goto(`/glorifireEntities/home?entity=batch&filter=${encodeURIComponent(filter)}&sort=salary&order=DESC`);
  const asked = new URL((await listed).url()).searchParams;
  expect([...asked.keys()].sort()).toEqual(['limit', 'page', 'sortOrder', 'startDateFrom']);

  await expect(toast(page)).toContainText('status');
  await expect(toast(page)).toContainText('startDateTo');
  await expect(toast(page)).toContainText('sortBy');
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(refused).toEqual([]);
});

test('an alert list link with a reversed range, an impossible date and a centre id past the integer range', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  const refused = watch400(page);
  const listed = page.waitForRequest((req) => req.url().includes('/alert/events/list') && req.method() === 'POST');
  await page.goto('/alert-escalation?activeTab=alert&startDate=2026-05-10&endDate=2026-05-01&centreId=99999999999');
  const body = (await listed).postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('endDate');
  expect(body).not.toHaveProperty('centreId');

  // One toast names both; checked at once, as on a loaded machine it can hide between two checks (a CI run, once).
  await expect(toast(page)).toHaveText(/^(?=[\s\S]*endDate)(?=[\s\S]*centreId)/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page).not.toHaveURL(/\/login/);
  expect(refused).toEqual([]);

  await page.goto('/alert-escalation?activeTab=alert&startDate=2026-02-30');
  await expect(toast(page)).toContainText('startDate');
  await expect(page).not.toHaveURL(/\/login/);
  expect(refused).toEqual([]);
});
