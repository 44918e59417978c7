/**
 * Leads, end to end in Chromium against the reference service: saving from a badge card on two pages
 * (one lead, two sightings), from Find and from This page; completing the list spends exactly what it
 * announced; the HubSpot preset round-trips through the import; the side panel follows saves made in
 * another tab. Screenshots of the Leads view and the side panel, light and dark.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { credits, expect, openPopup, openPopupOverPage, setUpOptions, test } from './fixtures';
import { badgeFor, overlayButtons, servePages, verifyByClick } from './page-helpers';

const SHOTS = 'test-results/screenshots';
const TABS_FIT_FN = () => {
  const list = document.querySelector('[role=tablist]')!;
  const tabs = [...list.children].map((t) => t.getBoundingClientRect());
  return list.scrollWidth <= list.clientWidth &&
    tabs.every((t) => t.height <= tabs[0]!.height && t.right <= innerWidth)
    ? 'fits'
    : JSON.stringify(tabs.map((t) => [t.right, t.height]));
};

/** Clicks a card button by its words, with trusted input, once the card shows it. */
async function clickInCard(page: Page, text: string) {
  for (let i = 0; i < 50; i++) {
    const b = (await overlayButtons(page)).find((x) => x.text === text && x.state === '');
    if (b) return page.mouse.click(b.x, b.y);
    await page.waitForTimeout(100);
  }
  throw new Error(`no "${text}" button in the card`);
}

/** The overlay's text, where the card's note appears. */
async function cardText(page: Page): Promise<string> {
  const { overlayTree } = await import('./page-helpers');
  return (await overlayTree(page)).text;
}

async function openLeads(extensionPage: (path: string) => Promise<Page>, height = 700) {
  const popup = await openPopup(extensionPage, height);
  await popup.getByRole('tab', { name: 'Leads' }).click();
  // Six tabs, each on one line, inside the popup's width.
  expect(await popup.evaluate(TABS_FIT_FN)).toBe('fits');
  return popup;
}

test.beforeEach(async ({ service, extensionPage }) => {
  await (await setUpOptions(extensionPage, service.url)).close();
});

test('saved from a badge card on two pages: one lead with two sightings, its verdict kept, nothing spent to save', async ({
  service,
  context,
  extensionPage,
}) => {
  const { url, server } = await servePages({
    'second.html': `<title>Acme team</title><p style="font:16px sans-serif;margin:40px">Jane Doe, sales: jane.doe@acme.com</p>`,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(url('crm-list.html'));
    expect(await verifyByClick(page, 'jane.doe@acme.com')).toBe('valid');
    const spent = await credits(service.url);
    await clickInCard(page, 'Save lead');
    await expect.poll(() => cardText(page)).toContain('Saved Jane Doe to your leads.');
    await page.screenshot({ path: `${SHOTS}/leads-saved-from-card.png` });

    const second = await context.newPage();
    await second.setViewportSize({ width: 1000, height: 600 });
    await second.goto(url('second.html'));
    await expect.poll(async () => (await badgeFor(second, 'jane.doe@acme.com'))?.state).toBe('valid');
    const badge = (await badgeFor(second, 'jane.doe@acme.com'))!;
    await second.mouse.move(badge.x, badge.y);
    await clickInCard(second, 'Save lead');
    await expect.poll(() => cardText(second)).toContain('already in your leads');
    expect(await credits(service.url)).toBe(spent);

    const popup = await openLeads(extensionPage);
    await expect(popup.locator('.lead-count [role=status]')).toHaveText('1 lead');
    const row = popup.getByRole('listitem', { name: 'Jane Doe' });
    await expect(row).toContainText('jane.doe@acme.com');
    await expect(row.locator('.state')).toHaveText(/Valid/);
    await row.getByRole('button', { name: /Jane Doe/ }).click();
    await expect(row).toContainText('Seen on 2 pages');
    await expect(row.getByRole('link', { name: 'Acme team' })).toHaveAttribute('href', url('second.html'));
  } finally {
    server.close();
  }
});

test('saved from Find and from This page; the same person found twice is one lead', async ({
  context,
  worker,
  extensionPage,
}) => {
  const popup = await openPopup(extensionPage, 650);
  await popup.getByRole('tab', { name: 'Find' }).click();
  await popup.getByLabel('First name').fill('John');
  await popup.getByLabel('Last name').fill('Smith');
  await popup.getByLabel('Company domain or website').fill('acme.com');
  await popup.getByRole('button', { name: 'Find email' }).click();
  await expect(popup.getByTestId('discovery')).toContainText('john.smith@acme.com');
  await popup.getByTestId('discovery').getByRole('button', { name: 'Save lead' }).click();
  await expect(popup.getByTestId('discovery')).toContainText('Saved John Smith to your leads.');

  const { url, server } = await servePages();
  try {
    const page = await context.newPage();
    await page.goto(url('crm-list.html'));
    await page.bringToFront();
    const second = await openPopupOverPage(context, worker, 650);
    await second.getByRole('tab', { name: 'This page' }).click();
    await expect(second.getByText('6 addresses and 5 people on this page.')).toBeVisible();
    await second.getByRole('button', { name: 'Save all' }).click();
    // Everyone on the page once: the five people (with the address shown beside them) and the two
    // addresses nobody was shown with; John Smith, saved from Find, is the same lead (same address).
    await expect(second.getByRole('status').filter({ hasText: 'Saved:' })).toHaveText(
      'Saved: 6 new leads, 1 already saved.',
    );
    await second.getByRole('tab', { name: 'Leads' }).click();
    await expect(second.locator('.lead-count [role=status]')).toHaveText('7 leads');
    const john = second.getByRole('listitem', { name: 'John Smith' });
    await expect(john).toContainText('Acme');
    await john.getByRole('button', { name: /John Smith/ }).click();
    await expect(john).toContainText('Seen on 1 page');
    await second.getByLabel('Search leads').fill('gibbons');
    await expect(second.locator('.lead')).toHaveCount(1);
    await expect(second.locator('.lead-count [role=status]')).toHaveText('1 of 7 leads');
    await second.getByLabel('Search leads').fill('');
    await second.screenshot({ path: `${SHOTS}/leads-popup.png`, fullPage: true });
    await second.emulateMedia({ colorScheme: 'dark' });
    await second.screenshot({ path: `${SHOTS}/leads-popup-dark.png`, fullPage: true });
  } finally {
    server.close();
  }
});

test('Find missing and Verify unverified spend exactly the credits they announced; the HubSpot preset round-trips', async ({
  service,
  extensionPage,
}) => {
  const popup = await openLeads(extensionPage, 800);
  // Three people to find (each found and verified by the service), two addresses to verify, one of
  // which MailScout already knows (free).
  const csv = [
    'First Name,Last Name,Email,Company Name,Website URL',
    'John,Smith,,Acme,acme.com',
    'Li,Wei,,Acme,acme.com',
    'Richard,Hendricks,,Pied Piper,piedpiper.com',
    'Gavin,Belson,gavin@hooli.com,Hooli,hooli.com',
    'Sam,Info,info@initech.com,Initech,initech.com',
  ].join('\n');
  await popup
    .locator('#panel-leads input[type=file]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(popup.getByRole('status').filter({ hasText: 'people.csv' })).toHaveText(
    'people.csv: 5 new leads, 0 joined with leads you had.',
  );
  await expect(popup.locator('.lead-count [role=status]')).toHaveText('5 leads');

  const before = await credits(service.url);
  await popup.getByRole('button', { name: 'Find missing addresses (3)' }).click();
  await expect(popup.getByRole('alertdialog')).toContainText('Find 3 addresses: up to 3 credits');
  await expect(popup.getByRole('alertdialog')).toContainText(
    `You have ${before.toLocaleString('en-US')} credits.`,
  );
  await popup.screenshot({ path: `${SHOTS}/leads-confirm.png` });
  expect(await credits(service.url)).toBe(before); // nothing spent before the confirmation
  await popup.getByRole('button', { name: 'Find · up to 3 credits' }).click();
  await expect(popup.getByRole('status').filter({ hasText: 'Searched for' })).toHaveText(
    'Searched for 3 people.',
  );
  expect(await credits(service.url)).toBe(before - 3);
  await expect(popup.getByRole('listitem', { name: 'Richard Hendricks' })).toContainText(
    'richard.hendricks@piedpiper.com',
  );

  // Verify unverified: 2 addresses, announced as 2 credits, spent as 2.
  await popup.getByRole('button', { name: 'Verify unverified (2)' }).click();
  await expect(popup.getByRole('alertdialog')).toContainText('Verify 2 addresses: 2 credits');
  await popup.getByRole('button', { name: 'Verify · 2 credits' }).click();
  await expect(popup.getByRole('status').filter({ hasText: 'Verified' })).toHaveText('Verified 2 addresses.');
  expect(await credits(service.url)).toBe(before - 5);
  await expect(popup.getByRole('button', { name: 'Verify unverified (0)' })).toBeDisabled();
  await expect(popup.getByRole('listitem', { name: 'Gavin Belson' }).locator('.state')).toHaveText(/Valid/);

  // The HubSpot export, cleared, imported again: the same people, names, addresses and companies.
  const download = popup.waitForEvent('download');
  await popup.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, 'utf8');
  expect(exported.split('\r\n')[0]).toBe('First Name,Last Name,Email,Company Name,Website URL');
  expect(exported).toContain('Richard,Hendricks,richard.hendricks@piedpiper.com,Pied Piper,piedpiper.com');
  await popup.getByRole('button', { name: 'Clear all' }).click();
  await popup.getByRole('button', { name: 'Delete all' }).click();
  await expect(popup.getByText('No leads yet.')).toBeVisible();
  await popup
    .locator('#panel-leads input[type=file]')
    .setInputFiles({ name: 'hubspot.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await expect(popup.locator('.lead-count [role=status]')).toHaveText('5 leads');
  for (const who of ['John Smith', 'Li Wei', 'Richard Hendricks', 'Gavin Belson', 'Sam Info'])
    await expect(popup.getByRole('listitem', { name: who })).toContainText('@');
  // Importing the same file again adds nobody.
  await popup
    .locator('#panel-leads input[type=file]')
    .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await expect(popup.getByRole('status').filter({ hasText: 'again.csv' })).toHaveText(
    'again.csv: 0 new leads, 5 joined with leads you had.',
  );
  await expect(popup.locator('.lead-count [role=status]')).toHaveText('5 leads');
  expect(await credits(service.url)).toBe(before - 5);
});

test('the side panel follows saves made in another tab, light and dark', async ({ extensionPage }) => {
  const panel = await extensionPage('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 700 });
  await expect(panel.getByText('No leads yet.')).toBeVisible();
  const popup = await openPopup(extensionPage);
  await popup.getByLabel('Email address').fill('jane.doe@acme.com');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByTestId('verdict').locator('.state')).toHaveText(/Valid/);
  await popup.getByTestId('verdict').getByRole('button', { name: 'Save lead' }).click();
  await expect(panel.getByRole('listitem', { name: 'jane.doe@acme.com' })).toBeVisible();
  await expect(panel.locator('.lead-count [role=status]')).toHaveText('1 lead');
  // Keyboard: the first lead opens with Enter and shows its details.
  await panel.getByRole('button', { name: /jane\.doe@acme\.com/ }).focus();
  await panel.keyboard.press('Enter');
  await expect(panel.getByLabel('Note')).toBeVisible();
  await panel.screenshot({ path: `${SHOTS}/leads-side-panel.png` });
  await panel.emulateMedia({ colorScheme: 'dark' });
  await panel.screenshot({ path: `${SHOTS}/leads-side-panel-dark.png` });
});
