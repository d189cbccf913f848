// Where the one toast shows (issue 27 item 21): at 1280x800 it must cover no control of the page below, so the entity
// selector, the search and the tabs stay usable while it is up.
import fs from 'node:fs';
import { expect, test, type Page } from './setup/fixtures';
import { loginAs } from './helpers';

const CONTROLS = 'button, input, select, textarea, a[href], [role=combobox], [role=tab], [role=checkbox], [role=link]';

/**
 * The controls of the page (not the toast's own close button) under the toast, read in one step with the toast's box
 * (it hides itself after 6 s, sooner than a loaded machine may take between two steps); null while no toast shows.
 */
function coveredControls(page: Page): Promise<string[] | null> {
  return page.evaluate((selector) => {
    const shown = document.querySelector('[data-testid="toast"]');
    if (!shown) return null;
    const box = shown.getBoundingClientRect();
    // Painted on top, not under the top bar or a panel.
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || !shown.contains(top)) return ['(the toast is hidden under another element)'];
    return [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest('[data-testid="toast"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
  }, CONTROLS);
}

test('the toast covers no control: upload page (entity selector) and entity list (search, tabs)', async ({ page }) => {
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await loginAs(page, 'orgadmin');
  await page.goto('/glorifireEntities/home/upload?entity=crp');
  await expect(page.getByRole('heading', { level: 1, name: 'CRP Students' })).toBeVisible();
  await page.getByRole('button', { name: 'Browse files' }).click();
  await expect.poll(() => coveredControls(page)).toEqual([]);
  await page.screenshot({ path: '.tmp/screens/toast-upload.png' });

  // A long toast over the list: a stale link's parameters named (issue 27 item 15).
  const filter = encodeURIComponent(JSON.stringify({ status: 'gone', centre: ['1'], batch: ['2'], class: ['6th'] }));
  await page.goto(`/glorifireEntities/home?entity=crp&filter=${filter}&sort=salary&order=DESC`);
  await expect.poll(() => coveredControls(page), { timeout: 20_000 }).toEqual([]);
  await page.screenshot({ path: '.tmp/screens/toast-list.png' });
});
