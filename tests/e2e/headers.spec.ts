// The Content-Security-Policy in Chromium (issue 13, Hardening): the console and the API docs work under it with no
// violation reported, and the docs refuse to be framed.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs } from './helpers';

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.exposeFunction('reportViolation', (v: string) => { violations.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('the console signs in and opens an entity list with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginAs(page, 'orgadmin');
  await page.goto('/glorifireEntities/home?entity=crp');
  await expect(page.locator('.lg-body .lg-row').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('an inline script injected into a console page does not run, and is reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
});

test('the API docs load under their CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/api/docs/');
  expect(res!.headers()['x-frame-options']).toBe('DENY');
  // Swagger UI parses and lays out the whole 200 kB description before it shows anything: seconds when the other
  // worker is busy too.
  await expect(page.getByRole('heading', { name: /Edu Ops Console API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API docs refuse to be framed, while the console page may be framed by itself', async ({ page, baseURL }) => {
  await page.goto('/login');
  await page.evaluate((origin) => {
    for (const [id, src] of [['docs', `${origin}/api/docs/`], ['console', `${origin}/login`]]) {
      const frame = document.createElement('iframe');
      frame.id = id;
      frame.src = src;
      document.body.append(frame);
    }
  }, baseURL!);
  await expect(page.frameLocator('#console').getByLabel('Username')).toBeVisible();
  // Chromium replaces a frame its ancestors' policy forbids with its own error page: the docs never load in it.
  const docs = await (await page.locator('#docs').elementHandle())!.contentFrame();
  await expect.poll(() => docs!.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
  expect(await docs!.evaluate(() => document.querySelector('.swagger-ui') !== null)).toBe(false);
});
