import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { KEY, TEST_KEY, credits, expect, openPopup, setUpOptions, test } from './fixtures';

/** The extension page's own API, as seen from inside page.evaluate. */
declare const chrome: {
  action: { getBadgeText(d: object): Promise<string> };
  notifications: { getAll(): Promise<Record<string, boolean>> };
};

async function setUp(extensionPage: (p: string) => Promise<Page>, serviceUrl: string, key = KEY) {
  await (await setUpOptions(extensionPage, serviceUrl, key)).close();
  const popup = await openPopup(extensionPage);
  await popup.getByRole('tab', { name: 'Batch' }).click();
  return popup;
}

const MIXED = [
  'Email,Name',
  'jane.doe@acme.com,Jane',
  'JANE.DOE@ACME.COM,Jane again',
  'nobody@acme.com,Nobody',
  'anyone@globex.com,Hank',
  'bad..dot@acme.com,Typo',
  '=cmd|calc@acme.com,Formula',
  ...Array.from({ length: 200 }, (_, i) => `person${i}@acme.com,P${i}`),
].join('\n');

test('a mixed batch runs to completion with progress, then exports in input order', async ({
  service,
  extensionPage,
}) => {
  const popup = await setUp(extensionPage, service.url);
  await popup.getByLabel('Addresses or CSV').fill(MIXED);
  const summary = popup.getByTestId('batch-summary');
  await expect(summary).toContainText(
    '206 entries from the column “Email”: 204 to send, costing up to 204 credits',
  );
  await expect(summary).toContainText('1 duplicate removed');
  await expect(summary).toContainText('1 entry is not an address');
  await popup.screenshot({ path: 'test-results/screenshots/batch-summary.png' });
  await popup.getByRole('button', { name: 'Send 204 addresses' }).click();

  const job = popup.getByTestId('job').first();
  await expect(job).toHaveAttribute('data-state', 'processing');
  await expect(job.getByRole('status')).toContainText(/[1-9]\d* of 204 processed/, { timeout: 15_000 });
  expect(await popup.evaluate(() => chrome.action.getBadgeText({}))).toMatch(/^\d+%$/);
  await popup.screenshot({ path: 'test-results/screenshots/batch-progress.png' });
  await expect(job).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  expect(await popup.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  const notifications = Object.keys(await popup.evaluate(() => chrome.notifications.getAll()));
  expect(notifications).toHaveLength(1);
  expect(await credits(service.url)).toBe(1000 - 204);

  // Clicking the notification opens this link in a tab: the batch's results.
  const linked = await extensionPage(`popup.html?job=${notifications[0]!.replace('batch:', '')}`);
  await expect(linked.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(linked.getByText('206 of 206 rows')).toBeVisible();
  await linked.close();

  await popup.getByRole('button', { name: 'Results' }).click();
  const table = popup.getByTestId('results-table');
  await expect(table).toContainText('jane.doe@acme.com');
  await popup.getByLabel('Show').selectOption('risky');
  await expect(popup.getByText('1 of 206 rows')).toBeVisible();
  await popup.getByLabel('Show').selectOption('all');
  await popup.getByLabel('Search').fill('person19');
  await expect(popup.getByText('11 of 206 rows')).toBeVisible();
  await popup.screenshot({ path: 'test-results/screenshots/batch-results.png' });

  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(207);
  expect(csv[0]).toMatch(/^input,name,address,verdict,/);
  expect(csv[1]).toMatch(/^jane\.doe@acme\.com,,jane\.doe@acme\.com,valid,/);
  expect(csv[2]).toMatch(/^JANE\.DOE@ACME\.COM,,jane\.doe@acme\.com,valid,Duplicate/);
  expect(csv[5]).toMatch(/^bad\.\.dot@acme\.com,,bad\.\.dot@acme\.com,invalid,Not sent: two dots in a row/);
  expect(csv[6]).toMatch(/^'=cmd\|calc@acme\.com,/);
  const [json] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const rows = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { input: string }[];
  expect(rows.map((r) => r.input).slice(0, 3)).toEqual([
    'jane.doe@acme.com',
    'JANE.DOE@ACME.COM',
    'nobody@acme.com',
  ]);
});

test('closing and reopening the popup mid-batch loses nothing', async ({ service, extensionPage }) => {
  const popup = await setUp(extensionPage, service.url);
  await popup
    .getByLabel('Addresses or CSV')
    .fill(Array.from({ length: 250 }, (_, i) => `r${i}@acme.com`).join(','));
  await popup.getByRole('button', { name: 'Send 250 addresses' }).click();
  await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'processing');
  await popup.close();
  await new Promise((r) => setTimeout(r, 2_000));
  const again = await extensionPage('popup.html');
  await again.getByRole('tab', { name: 'Batch' }).click();
  await expect(again.getByTestId('job').first()).toBeVisible();
  await expect(again.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await again.getByRole('button', { name: 'Results' }).click();
  await expect(again.getByText('250 of 250 rows')).toBeVisible();
});

test('the test key runs a batch for free', async ({ service, extensionPage }) => {
  const popup = await setUp(extensionPage, service.url, TEST_KEY);
  // The test key's answers are simulated: an address starting with "invalid" is simulated invalid.
  await popup.getByLabel('Addresses or CSV').fill('jane.doe@acme.com\ninvalid.nobody@acme.com');
  await popup.getByRole('button', { name: 'Send 2 addresses' }).click();
  await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(popup.getByTestId('job').first()).toContainText('✓ 1 valid · ! 0 risky · ✕ 1 invalid');
});

test('30 lines pasted from an email client are 30 entries, sent with their names kept', async ({
  service,
  extensionPage,
}) => {
  const popup = await setUp(extensionPage, service.url, TEST_KEY);
  const people = ['Jane Doe', 'John Smith', 'Maria Garcia'];
  const lines = Array.from({ length: 30 }, (_, i) => {
    const name = people[i % 3]!;
    const address = `${name.toLowerCase().replace(' ', '.')}${i}@acme.com`;
    return i % 3 === 1 ? `"${name.split(' ').reverse().join(', ')}" <${address}>` : `${name} <${address}>`;
  });
  await popup.getByLabel('Addresses or CSV').fill(lines.join('\n'));
  await expect(popup.getByTestId('batch-summary')).toContainText('30 entries: 30 to send');
  await popup.screenshot({ path: 'test-results/screenshots/batch-display-names.png' });
  await popup.getByRole('button', { name: 'Send 30 addresses' }).click();
  await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Results' }).click();
  await expect(popup.getByText('30 of 30 rows')).toBeVisible();
  const [download] = await Promise.all([
    popup.waitForEvent('download'),
    popup.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').trim()).data;
  expect(rows).toHaveLength(31);
  expect(rows[0]!.slice(0, 3)).toEqual(['input', 'name', 'address']);
  expect(rows[1]!.slice(0, 3)).toEqual(['Jane Doe <jane.doe0@acme.com>', 'Jane Doe', 'jane.doe0@acme.com']);
  expect(rows[2]!.slice(0, 3)).toEqual([
    '"Smith, John" <john.smith1@acme.com>',
    'Smith, John',
    'john.smith1@acme.com',
  ]);
  expect(rows.slice(1).every((r) => r[1] !== '' && r[2]!.endsWith('@acme.com'))).toBe(true);
});

test('100,001 addresses: a clear message and an offer to split, nothing sent', async ({
  service,
  extensionPage,
}) => {
  const popup = await setUp(extensionPage, service.url);
  const big = Array.from({ length: 100_001 }, (_, i) => `big${i}@acme.com`).join('\n');
  await popup
    .getByLabel('Open a CSV or TXT file')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await expect(popup.getByRole('alert').filter({ hasText: 'a batch holds' })).toContainText(
    '100,001 addresses: a batch holds at most 100,000.',
  );
  await expect(popup.getByRole('button', { name: 'Split into 2 batches and send' })).toBeVisible();
  // With 1,000 credits it is also too large for the balance: said before anything is sent.
  await expect(popup.getByTestId('batch-short')).toContainText('needs 100,001 credits; you have 1,000');
  await expect(popup.getByText('Loaded big.txt')).toBeVisible();
  await popup.screenshot({ path: 'test-results/screenshots/batch-too-many.png' });
  expect(await credits(service.url)).toBe(1000);
});

test('empty and binary input get a clear message', async ({ service, extensionPage }) => {
  const popup = await setUp(extensionPage, service.url);
  await popup.getByLabel('Addresses or CSV').fill('   \n ');
  await expect(popup.getByRole('alert')).toContainText('Paste addresses or open a CSV or TXT file.');
  await popup.getByLabel('Open a CSV or TXT file').setInputFiles({
    name: 'book.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2, 0, 0]),
  });
  await expect(popup.getByRole('alert')).toContainText('looks like a binary file');
});

test('a callback URL receives the results by POST', async ({ service, extensionPage }) => {
  const received: Record<string, unknown>[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  try {
    const popup = await setUp(extensionPage, service.url);
    await popup.getByLabel('Addresses or CSV').fill('jane.doe@acme.com\nnobody@acme.com');
    await popup.getByLabel('Callback URL (optional)').fill('ftp://nope');
    await expect(popup.locator('.field-error')).toContainText('must start with http:// or https://');
    await popup
      .getByLabel('Callback URL (optional)')
      .fill(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
    await popup.getByRole('button', { name: 'Send 2 addresses' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received[0]).toMatchObject({ error: false, 'total count': 2 });
  } finally {
    receiver.close();
  }
});

test('with the popup closed, a short batch finishes in the toolbar within seconds, not at the next 30 s alarm', async ({
  service,
  extensionPage,
}) => {
  const popup = await setUp(extensionPage, service.url);
  await popup.getByLabel('Addresses or CSV').fill('a1@acme.com\na2@acme.com\na3@acme.com');
  await popup.getByRole('button', { name: 'Send 3 addresses' }).click();
  await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'processing');
  const sentAt = Date.now();
  await popup.close(); // nothing left to ask for quick polls
  const page = await extensionPage('options.html');
  await expect
    .poll(async () => Object.keys(await page.evaluate(() => chrome.notifications.getAll())).length, {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await page.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  expect(Date.now() - sentAt).toBeLessThan(15_000);
});

test('duplicates are marked and counted once, each row says why, and the batch is named after its list', async ({
  service,
  extensionPage,
}) => {
  const popup = await setUp(extensionPage, service.url);
  await popup
    .getByLabel('Addresses or CSV')
    .fill('jane.doe@acme.com\nJANE.DOE@acme.com\nnobody@acme.com\nnot-an-address');
  await expect(popup.getByLabel('Name', { exact: true })).toHaveValue('jane.doe@acme.com + 3 more');
  await popup.getByRole('button', { name: 'Send 2 addresses' }).click();
  const job = popup.getByTestId('job').first();
  await expect(job).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(job).toContainText('jane.doe@acme.com + 3 more');
  // Two addresses sent, two counted: the duplicate is answered by its first row.
  await expect(job).toContainText('✓ 1 valid · ! 0 risky · ✕ 1 invalid · ? 0 unknown');
  await popup.getByRole('button', { name: 'Results' }).click();
  const table = popup.getByTestId('results-table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Duplicate');
  await expect(table.getByRole('row').nth(2)).toContainText('mailbox does not exist');
  await expect(popup.getByLabel('Show').locator('option[value="valid"]')).toHaveText('Valid (1)');
  await popup.screenshot({ path: 'test-results/screenshots/batch-results-duplicates.png' });
  expect(await credits(service.url)).toBe(1000 - 2);
});
