import { KEY, configure, countCases, expect, setUpOptions, test } from './fixtures';

test.describe('options page', () => {
  test('configures the service as a person would and reports the balance', async ({
    service,
    extensionPage,
  }) => {
    const options = await extensionPage('options.html');
    await expect(options.getByTestId('permission')).toContainText('may reach http://127.0.0.1:8787');
    await configure(options, service.url, KEY);
    await expect(options.getByRole('status').first()).toHaveText('Saved. Connected: 1,000 credits left.');
    await expect(options.getByLabel('API key')).toHaveAttribute('type', 'password');
    await options.getByRole('button', { name: 'Show' }).click();
    await expect(options.getByLabel('API key')).toHaveValue(KEY);
    await options.screenshot({ path: 'test-results/screenshots/options-configured.png', fullPage: true });

    const again = await extensionPage('options.html');
    await expect(again.getByLabel('Service URL')).toHaveValue(service.url);
    await expect(again.getByLabel('API key')).toHaveValue(KEY);
  });

  test('explains bad keys and URLs next to the field, and saves nothing', async ({
    service,
    extensionPage,
  }) => {
    const options = await extensionPage('options.html');
    const cases: [string, string, string][] = [
      [service.url, KEY.slice(0, 31), 'A key has 32 characters; this one has 31.'],
      [service.url, `${KEY}x`, 'A key has 32 characters; this one has 33.'],
      [service.url, `${KEY.slice(0, 16)} ${KEY.slice(17)}`, 'The key contains spaces'],
      [service.url, '', 'Enter your API key.'],
      ['ftp://files.example.com', KEY, 'The URL must start with https:// or http://.'],
      ['https://user:pw@api.example.com', KEY, 'Leave the user name and password out'],
      ['http://exa mple.com', KEY, 'That is not a web address'],
    ];
    countCases(cases.length);
    for (const [url, key, message] of cases) {
      await options.getByLabel('Service URL').fill(url);
      await options.getByLabel('API key').fill(key);
      await options.getByRole('button', { name: 'Save' }).click();
      await expect(options.locator('.field-error')).toContainText(message);
    }
    await options.screenshot({ path: 'test-results/screenshots/options-invalid.png', fullPage: true });
    const popup = await extensionPage('popup.html');
    await popup.getByLabel('Email address').fill('jane.doe@acme.com');
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.getByText('Welcome to MailScout.')).toBeVisible();
  });

  test('Test connection reports the exact error and what to do', async ({ service, extensionPage }) => {
    const options = await extensionPage('options.html');
    await options.getByLabel('Service URL').fill(service.url);
    await options.getByLabel('API key').fill('Z'.repeat(32));
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('alert')).toContainText('The service did not accept the API key.');
    // On the options page the way out points at the field above, with no button back to this page.
    await expect(options.getByRole('alert')).toContainText('Check the key above');
    await expect(options.getByRole('alert').getByRole('button', { name: 'Open Options' })).toHaveCount(0);
    await options.getByLabel('Service URL').fill('http://127.0.0.1:9');
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('alert')).toContainText(
      'Could not reach the service at http://127.0.0.1:9.',
    );
  });

  test('a service on another origin needs access first, and says so', async ({ service, extensionPage }) => {
    const options = await extensionPage('options.html');
    const elsewhere = service.url.replace('127.0.0.1', 'localhost');
    await options.getByLabel('Service URL').fill(elsewhere);
    await expect(options.getByTestId('permission')).toContainText(`may not reach ${elsewhere} yet`);
    await expect(options.getByRole('button', { name: 'Grant access' })).toBeVisible();
    await options.getByLabel('API key').fill(KEY);
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.getByRole('alert')).toContainText(`MailScout may not reach ${elsewhere} yet.`);
    await expect(options.getByRole('alert')).toContainText('Grant access to the service first.');
  });
});

test('number settings keep their value when emptied or invalid, and save valid ones', async ({
  extensionPage,
}) => {
  countCases(5); // empty, 2.5, 4, 601, -1
  const options = await extensionPage('options.html');
  // Cache lifetimes are in days: 30 for a valid result.
  const valid = options.getByLabel('Valid', { exact: true });
  await expect(valid).toHaveValue('30');
  await valid.fill('');
  await valid.blur();
  await expect(valid).toHaveValue('30');
  const budget = options.getByLabel('Credits automatic verification may spend per day');
  await budget.fill('2.5');
  await budget.blur();
  await expect(budget).toHaveValue('50');
  await expect(options.locator('#ttl-valid-problem')).toHaveText('Empty: enter a number 0 or more. Kept 30.');
  await expect(options.locator('#daily-budget-problem')).toHaveText(
    '“2.5” is not allowed: enter a whole number 0 or more. Kept 50.',
  );
  const timeout = options.getByLabel('Give up waiting for an answer after (seconds)');
  await expect(timeout).toHaveValue('310');
  for (const bad of ['4', '601', '-1']) {
    await timeout.fill(bad);
    await timeout.blur();
    await expect(timeout).toHaveValue('310');
    await expect(options.locator('#timeout-problem')).toHaveText(
      `“${bad}” is not allowed: enter a whole number from 5 to 600. Kept 310.`,
    );
  }
  await timeout.fill('30');
  await timeout.blur();
  await expect(options.locator('#timeout-problem')).toHaveCount(0);
  await budget.fill('7');
  await budget.blur();
  await expect(options.getByTestId('saved')).toHaveText('✓ Saved');
  const again = await extensionPage('options.html');
  await expect(again.getByLabel('Credits automatic verification may spend per day')).toHaveValue('7');
  await expect(again.getByLabel('Valid', { exact: true })).toHaveValue('30');
  await expect(again.getByLabel('Give up waiting for an answer after (seconds)')).toHaveValue('30');
});

test('lists the keyboard shortcuts as the browser has them, and deletes everything MailScout stored when asked twice', async ({
  service,
  extensionPage,
}) => {
  const options = await setUpOptions(extensionPage, service.url);
  const shortcuts = options.getByTestId('shortcuts');
  await expect(shortcuts).toContainText('Open your leads beside the page');
  await expect(shortcuts).toContainText('Alt+Shift+L');
  await expect(shortcuts).toContainText('Verify the selected email address');
  await expect(shortcuts).toContainText('Alt+Shift+V');
  await expect(shortcuts).toContainText('Save the person or address whose card is open');
  await expect(shortcuts).toContainText('Alt+Shift+S');
  await options.getByRole('heading', { name: 'Keyboard shortcuts' }).scrollIntoViewIfNeeded();
  await options.screenshot({ path: 'test-results/screenshots/options-shortcuts.png', fullPage: true });

  const popup = await extensionPage('popup.html');
  await popup.getByLabel('Email address').fill('jane.doe@acme.com');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await popup.getByTestId('verdict').getByRole('button', { name: 'Save lead' }).click();
  await popup.getByRole('tab', { name: 'Leads' }).click();
  await expect(popup.locator('.lead')).toHaveCount(1);

  await options.getByRole('button', { name: 'Delete everything MailScout stored…' }).click();
  await expect(options.getByRole('alertdialog')).toContainText('This cannot be undone.');
  await options.getByRole('button', { name: 'Delete everything', exact: true }).click();
  await expect(options.getByText('Deleted everything MailScout stored.')).toBeVisible();
  // The open popup's Leads view hears it at once; a new one starts from nothing.
  await expect(popup.getByText('No leads yet.')).toBeVisible();
  await options.reload();
  await expect(options.getByLabel('API key')).toHaveValue('');
});
