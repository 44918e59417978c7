/**
 * Every main screen in the light and the dark scheme, saved as test artifacts to be looked at
 * (test-results/screenshots/screen-*.png); the checks below hold what a screenshot would show wrong.
 */
import { expect, openPopup, setUpOptions, test } from './fixtures';
import {
  badgeFor,
  cardBox,
  cardLuminance,
  overlayTree,
  readBadges,
  sendShowResult,
  servePages,
  verifyByClick,
} from './page-helpers';

/** The page's background luminance, 0 (black) to 1 (white). */
const background = (page: import('@playwright/test').Page, selector = 'body') =>
  page.evaluate((s) => {
    const m = /(\d+), (\d+), (\d+)/.exec(getComputedStyle(document.querySelector(s)!).backgroundColor)!;
    return (0.2126 * Number(m[1]) + 0.7152 * Number(m[2]) + 0.0722 * Number(m[3])) / 255;
  }, selector);

for (const scheme of ['light', 'dark'] as const) {
  test(`popup and options, ${scheme}`, async ({ service, extensionPage }) => {
    await (await setUpOptions(extensionPage, service.url)).close();
    const popup = await openPopup(extensionPage, 600);
    await popup.emulateMedia({ colorScheme: scheme });
    const dark = scheme === 'dark';
    expect((await background(popup)) < 0.3).toBe(dark);
    await popup.getByLabel('Email address').fill('anyone@globex.com');
    await popup.getByLabel('Email address').press('Enter');
    await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Risky/);
    await popup.screenshot({ path: `test-results/screenshots/screen-popup-verify-${scheme}.png` });
    await popup.getByRole('tab', { name: 'Find' }).click();
    await popup.getByLabel('First name').fill('Jane');
    await popup.getByLabel('Last name').fill('Doe');
    await popup.getByLabel('Company domain or website').fill('acme.com');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(popup.getByTestId('discovery')).toContainText('jane.doe@acme.com');
    await popup.screenshot({ path: `test-results/screenshots/screen-popup-find-${scheme}.png` });
    await popup.getByRole('tab', { name: 'Batch' }).click();
    await popup.getByLabel('Addresses or CSV').fill('a@acme.com\nb@acme.com\nA@acme.com\nnot-an-address');
    await expect(popup.getByTestId('batch-summary')).toBeVisible();
    await popup.screenshot({ path: `test-results/screenshots/screen-popup-batch-${scheme}.png` });
    await popup.getByRole('button', { name: 'Send 2 addresses' }).click();
    await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await popup.getByRole('button', { name: 'Results' }).click();
    await expect(popup.getByTestId('results-table')).toBeVisible();
    await popup.screenshot({ path: `test-results/screenshots/screen-popup-history-${scheme}.png` });
    await popup.getByRole('tab', { name: 'Verify' }).click();
    await popup.screenshot({ path: `test-results/screenshots/screen-popup-recent-${scheme}.png` });
    const options = await extensionPage('options.html');
    await options.emulateMedia({ colorScheme: scheme });
    expect((await background(options)) < 0.3).toBe(dark);
    await options.screenshot({
      path: `test-results/screenshots/screen-options-${scheme}.png`,
      fullPage: true,
    });
  });

  test(`badges and a card on a ${scheme} page`, async ({ service, context, extensionPage }) => {
    await (await setUpOptions(extensionPage, service.url)).close();
    const colours = scheme === 'dark' ? 'background:#16181c;color:#e6e8ec' : 'background:#fff;color:#111';
    const { url, server } = await servePages({
      [`${scheme}.html`]: `<body style="${colours};font:15px sans-serif;padding:20px">
        <p>Sales: jane.doe@acme.com — Support: nobody@acme.com</p></body>`,
    });
    try {
      const page = await context.newPage();
      await page.goto(url(`${scheme}.html`));
      await expect.poll(async () => (await readBadges(page)).length).toBe(2);
      const badge = (await badgeFor(page, 'jane.doe@acme.com'))!;
      await page.mouse.move(badge.x, badge.y);
      await expect.poll(() => cardBox(page)).not.toBeNull();
      await expect.poll(async () => (await overlayTree(page)).text).toContain('Syntax OK');
      await page.screenshot({ path: `test-results/screenshots/screen-page-card-${scheme}.png` });
      const lum = await cardLuminance(page);
      expect(lum < 0.3, `card background luminance ${lum.toFixed(2)}`).toBe(scheme === 'dark');
      // A verdict from the service, in its card.
      await page.mouse.move(5, 300);
      expect(await verifyByClick(page, 'nobody@acme.com')).toBe('invalid');
      await expect.poll(async () => (await overlayTree(page)).text).toContain('mailbox does not exist');
      await page.screenshot({ path: `test-results/screenshots/screen-page-verdict-${scheme}.png` });
      // A right-click result: a person card asking for the domain.
      await page.keyboard.press('Escape');
      const popup = await extensionPage('popup.html');
      await sendShowResult(popup, page.url(), { person: { firstName: 'Jose', lastName: 'Alvarez' } });
      await expect.poll(async () => (await overlayTree(page)).text).toContain('Company domain');
      await page.screenshot({ path: `test-results/screenshots/screen-page-menu-${scheme}.png` });
    } finally {
      server.close();
    }
  });
}
