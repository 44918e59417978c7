import type { Page } from '@playwright/test';
import { KEY, POOR_KEY, configure, credits, expect, openPopup, setUpOptions, test } from './fixtures';

/** The extension page's own API, as seen from inside page.evaluate. */
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

async function verify(popup: Page, address: string) {
  await popup.getByLabel('Email address').fill(address);
  await popup.getByLabel('Email address').press('Enter');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/popup-${name}.png` });

test.describe('popup', () => {
  test.beforeEach(async ({ service, extensionPage }) => {
    await (await setUpOptions(extensionPage, service.url)).close();
  });

  test('verifies valid, invalid, catch-all and typo addresses', async ({ service, extensionPage }) => {
    const popup = await openPopup(extensionPage, 600);
    const card = popup.getByTestId('verdict');
    const cases: [string, string, string][] = [
      ['jane.doe@acme.com', 'Valid', 'valid'],
      ['nobody@acme.com', 'Invalid', 'invalid'],
      ['anyone@globex.com', 'Risky: catch-all', 'catch-all'],
      ['sales@acme.com', 'Valid', 'role'],
      ['x@stark-industries.com', 'Unknown', 'unknown'],
    ];
    for (const [address, label, name] of cases) {
      await verify(popup, address);
      await expect(card).toContainText('From the service');
      await expect(card.locator('.state')).toHaveText(new RegExp(label));
      await expect(card).toContainText(address);
      await shot(popup, name);
    }
    await expect(card.locator('.flags')).toContainText('Could not be verified');
    await verify(popup, 'sales@acme.com');
    await expect(card.locator('.flags')).toContainText('Role address');

    await verify(popup, 'jane.doe@gmial.com');
    await expect(card).toContainText('Did you mean jane.doe@gmail.com?');
    await shot(popup, 'typo');
    await popup.getByRole('button', { name: 'Verify jane.doe@gmail.com instead' }).click();
    await expect(popup.getByLabel('Email address')).toHaveValue('jane.doe@gmail.com');
    await expect(card.locator('.state')).toHaveText(/Valid/);
    await expect(card).toContainText('From the service');
    expect(await credits(service.url)).toBe(1000 - 7);
  });

  test('a syntax-invalid address is answered locally and spends nothing', async ({
    service,
    extensionPage,
  }) => {
    const popup = await openPopup(extensionPage, 600);
    await verify(popup, 'jane..doe@acme.com');
    const card = popup.getByTestId('verdict');
    await expect(card.locator('.state')).toHaveText(/Invalid/);
    await expect(card).toContainText('Not a valid address: two dots in a row in the name part.');
    await expect(card).toContainText('Free local checks');
    await shot(popup, 'local-invalid');
    expect(await credits(service.url)).toBe(1000);
  });

  test('cached verdicts are reused, re-check asks again, copy copies', async ({
    service,
    extensionPage,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const popup = await openPopup(extensionPage, 600);
    const card = popup.getByTestId('verdict');
    await verify(popup, 'john.smith@acme.com');
    await expect(card).toContainText('From the service');
    await verify(popup, 'John.Smith@ACME.com');
    await expect(card).toContainText('From cache');
    expect(await credits(service.url)).toBe(999);
    await popup.getByRole('button', { name: 'Re-check' }).click();
    await expect(card).toContainText('From the service');
    expect(await credits(service.url)).toBe(998);
    await popup.getByRole('button', { name: 'Copy' }).click();
    await expect(popup.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe('john.smith@acme.com'); // the address as verified
  });

  test('100 simultaneous asks for one address make one request', async ({ service, extensionPage }) => {
    const popup = await openPopup(extensionPage, 600);
    const states = await popup.evaluate(async () => {
      const ask = () => chrome.runtime.sendMessage({ type: 'verify', address: 'maria.garcia@acme.com' });
      const replies = await Promise.all(Array.from({ length: 100 }, ask));
      return (replies as { ok: boolean; value: { verdict: { state: string } } }[]).map(
        (r) => r.ok && r.value.verdict.state,
      );
    });
    expect(new Set(states)).toEqual(new Set(['valid']));
    expect(await credits(service.url)).toBe(999);
  });

  test('finds an address and verifies it in one click', async ({ extensionPage }) => {
    const popup = await openPopup(extensionPage, 600);
    await popup.getByRole('tab', { name: 'Find' }).click();
    await popup.getByLabel('First name').fill('José');
    await popup.getByLabel('Last name').fill('Álvarez');
    await popup.getByLabel('Company domain or website').fill('https://www.acme.com/team');
    await popup.getByRole('button', { name: 'Find email' }).click();
    const found = popup.getByTestId('discovery');
    await expect(found).toContainText('jose.alvarez@acme.com');
    await expect(found.locator('.state')).toHaveText(/Verified/);
    await shot(popup, 'find-verified');
    await popup.getByRole('button', { name: 'See its verdict' }).click();
    await expect(popup.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);

    await popup.getByRole('tab', { name: 'Find' }).click();
    await popup.getByLabel('Company domain or website').fill('globex.com');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(found.locator('.state')).toHaveText(/catch-all/);
    await popup.getByLabel('First name').fill('Nobody');
    await popup.getByLabel('Company domain or website').fill('acme.com');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(found.locator('.state')).toHaveText(/Not found/);
  });

  test('shows the balance, refreshed after a spend; a batch larger than the balance is stopped before sending', async ({
    service,
    extensionPage,
  }) => {
    const popup = await openPopup(extensionPage, 600);
    const balance = popup.getByTestId('credits');
    await expect(balance).toHaveText(`${(await credits(service.url)).toLocaleString('en')} credits`);
    await verify(popup, 'jane.doe@acme.com');
    await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
    const left = await credits(service.url);
    await expect(balance).toHaveText(`${left.toLocaleString('en')} credits`);
    await popup.getByRole('tab', { name: 'Batch' }).click();
    const list = Array.from({ length: left + 200 }, (_, i) => `person${i}@acme.com`).join('\n');
    await popup.getByLabel('Addresses or CSV').fill(list);
    await expect(popup.getByTestId('batch-short')).toContainText(
      `This list needs ${(left + 200).toLocaleString('en')} credits; you have ${left.toLocaleString('en')}.`,
    );
    await expect(popup.getByRole('button', { name: /^Send / })).toBeDisabled();
    await shot(popup, 'batch-short-of-credits');
    expect(await credits(service.url)).toBe(left);
  });

  test('Find points at the missing field (104, 105)', async ({ extensionPage }) => {
    const popup = await openPopup(extensionPage, 600);
    await popup.getByRole('tab', { name: 'Find' }).click();
    await popup.getByLabel('First name').fill('Jane');
    await popup.getByLabel('Last name').fill('Doe');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(popup.getByRole('alert')).toContainText('A company domain is needed.');
    await expect(popup.getByLabel('Company domain or website')).toHaveAttribute('aria-invalid', 'true');
    await expect(popup.getByLabel('Company domain or website')).toBeFocused();
    await shot(popup, 'find-104');
    await popup.getByLabel('Last name').fill('');
    await popup.getByLabel('Company domain or website').fill('acme.com');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(popup.getByRole('alert')).toContainText('A first and a last name are needed.');
    await expect(popup.getByLabel('Last name')).toBeFocused();
  });

  test('shows 101 and 102 as what to do next', async ({ service, extensionPage }) => {
    const options = await extensionPage('options.html');
    await configure(options, service.url, 'Q'.repeat(32));
    await expect(options.getByRole('alert')).toContainText('did not accept the API key');
    const popup = await openPopup(extensionPage, 600);
    await verify(popup, 'jane.doe@acme.com');
    await expect(popup.getByRole('alert')).toContainText('The service did not accept the API key.');
    await expect(popup.getByRole('alert').getByRole('button', { name: 'Open Options' })).toBeVisible();
    await shot(popup, 'error-101');

    await configure(options, service.url, POOR_KEY);
    await expect(options.getByRole('status').first()).toContainText('0 credits left');
    await verify(popup, 'jane.doe@acme.com');
    await expect(popup.getByRole('alert')).toContainText('Your credits are used up.');
    await expect(popup.getByRole('alert')).toContainText(
      'Add credits in your account dashboard. Local checks keep working for free.',
    );
    await shot(popup, 'error-102');
    await popup.getByRole('tab', { name: 'Find' }).click();
    await popup.getByLabel('First name').fill('Jane');
    await popup.getByLabel('Last name').fill('Doe');
    await popup.getByLabel('Company domain or website').fill('acme.com');
    await popup.getByRole('button', { name: 'Find email' }).click();
    await expect(popup.getByRole('alert').last()).toContainText('Your credits are used up.');
  });

  test('works from the keyboard alone', async ({ extensionPage }) => {
    const popup = await openPopup(extensionPage, 600);
    await expect(popup.getByLabel('Email address')).toBeFocused();
    await popup.keyboard.type('jane.doe@acme.com');
    await popup.keyboard.press('Enter');
    await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
    await popup.getByRole('tab', { name: 'Verify' }).focus();
    await popup.keyboard.press('ArrowRight');
    await expect(popup.getByRole('tab', { name: 'Find' })).toBeFocused();
    await expect(popup.getByRole('tab', { name: 'Find' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('no key yet: a friendly setup prompt, never an error', async ({ extensionPage }) => {
  const popup = await openPopup(extensionPage, 600);
  await verify(popup, 'jane.doe@acme.com');
  await expect(popup.getByText('Welcome to MailScout.')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Set up MailScout' })).toBeVisible();
  await expect(popup.getByRole('alert')).toHaveCount(0);
  await shot(popup, 'setup');
});

test('dark theme follows the system', async ({ service, extensionPage }) => {
  const options = await extensionPage('options.html');
  await configure(options, service.url, KEY);
  await expect(options.getByRole('status').first()).toContainText('credits left');
  const popup = await openPopup(extensionPage, 600);
  await popup.emulateMedia({ colorScheme: 'dark' });
  await verify(popup, 'anyone@globex.com');
  await expect(popup.getByTestId('verdict')).toContainText('From the service');
  expect(await popup.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(21, 23, 28)');
  await shot(popup, 'dark');
});

test('recent checks show a result again for free', async ({ service, extensionPage }) => {
  await (await setUpOptions(extensionPage, service.url)).close();
  const popup = await openPopup(extensionPage, 600);
  await verify(popup, 'jane.doe@acme.com');
  await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
  await popup.getByRole('tab', { name: 'Find' }).click();
  await popup.getByLabel('First name').fill('Li');
  await popup.getByLabel('Last name').fill('Wei');
  await popup.getByLabel('Company domain or website').fill('acme.com');
  await popup.getByRole('button', { name: 'Find email' }).click();
  await expect(popup.getByTestId('discovery')).toContainText('li.wei@acme.com');
  const spent = await credits(service.url);
  const again = await openPopup(extensionPage, 600);
  const recent = again.getByRole('region', { name: 'Recent checks' });
  await expect(recent).toContainText('jane.doe@acme.com');
  await expect(recent).toContainText('Li Wei at acme.com');
  await again.screenshot({ path: 'test-results/screenshots/popup-recent-checks.png' });
  await recent.getByRole('button', { name: 'jane.doe@acme.com' }).click();
  await expect(again.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
  await expect(again.getByTestId('verdict')).toContainText('From cache');
  await again
    .getByRole('region', { name: 'Recent checks' })
    .getByRole('button', { name: 'Li Wei at acme.com' })
    .click();
  await expect(again.getByTestId('discovery')).toContainText('li.wei@acme.com');
  expect(await credits(service.url)).toBe(spent);
});
