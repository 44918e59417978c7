/**
 * The Leads view with many leads: from opening the side panel page to its rows painted, and from a
 * search keystroke to the filtered rows painted, with 10,000 leads stored and, as the baseline in the
 * same run and browser, with 100 and with a static page (what any page costs to open here). The
 * leads are written straight into the extension's IndexedDB in the shape `storage/leads.ts` keeps.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { launchExtension } from '../e2e/fixtures';
import type { BenchRow } from './results';

const FIRST = ['Jane', 'John', 'Maria', 'Li', 'Ana', 'Sam', 'Bo', 'Priya', 'Omar', 'Eva', 'Kenji', 'Zoe'];
const LAST = [
  'Doe',
  'Smith',
  'Garcia',
  'Wei',
  'Cruz',
  'Lee',
  'Ek',
  'Patel',
  'Haddad',
  'Novak',
  'Sato',
  'Brown',
];
const COMPANIES = ['Acme', 'Initech', 'Hooli', 'Pied Piper', 'Globex', 'Vandelay', 'Umbrella', 'Stark'];

/** Fills the leads store with `n` leads (after the page has opened the database once). */
async function storeLeads(page: Page, n: number): Promise<void> {
  await page.evaluate(
    async ({ n, FIRST, LAST, COMPANIES }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('mailscout');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction('leads', 'readwrite');
      tx.objectStore('leads').clear();
      const states = ['valid', 'invalid', 'risky', 'unknown'];
      for (let i = 0; i < n; i++) {
        const firstName = FIRST[i % FIRST.length]!;
        const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i}`;
        const company = COMPANIES[i % COMPANIES.length]!;
        const domain = `${company.toLowerCase().replace(/\s/g, '')}.com`;
        const address = i % 5 === 0 ? null : `${firstName}.${lastName}@${domain}`.toLowerCase();
        const now = Date.now() - i * 60_000;
        tx.objectStore('leads').put({
          id: `lead-${i}`,
          firstName,
          lastName,
          company,
          domain,
          address,
          verdict: address && i % 3 ? { state: states[i % 4], checkedAt: now } : null,
          sightings: [{ url: `https://crm.example/contacts/${i}`, title: `Contact ${i}`, at: now }],
          note: i % 7 === 0 ? 'met at the fair' : '',
          tags: i % 4 === 0 ? ['q1'] : [],
          createdAt: now,
          updatedAt: now,
          keys: [...(address ? [`a:${address}`] : []), `n:${firstName} ${lastName}@${domain}`.toLowerCase()],
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { n, FIRST, LAST, COMPANIES },
  );
}

/** Time from navigation start to the frame that shows the first lead rows, in a new page (as a panel opens). */
async function openToRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(url);
  await page.waitForFunction(() => (window as { __rows?: number }).__rows !== undefined, null, {
    timeout: 30_000,
  });
  const ms = await page.evaluate(() => (window as unknown as { __rows: number }).__rows);
  await page.close();
  return ms;
}

/** Time from a search keystroke to the frame that shows its rows. */
function keystroke(page: Page, text: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('#lead-search')!;
    const t0 = performance.now();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - t0;
  }, text);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function leadsRows(): Promise<BenchRow[]> {
  const { context, extensionId: id } = await launchExtension();
  // Marks the first frame after the list's rows are in the page.
  await context.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.lead')) return;
      seen.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => ((window as unknown as { __rows: number }).__rows = performance.now()), 0),
      );
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const url = `chrome-extension://${id}/sidepanel.html`;
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(url);
    await page.getByText('No leads yet.').waitFor();
    const measure = async (n: number) => {
      await storeLeads(page, n);
      const open: number[] = [];
      for (let i = 0; i < 9; i++) open.push(await openToRows(context, url));
      await page.goto(url);
      await page.locator('.lead').first().waitFor();
      const keys: number[] = [];
      for (const word of ['g', 'ga', 'gar', 'garc', 'ja', 'jan', 'acme', 'hoo', 'q1', 'fair', 'zz', '']) {
        keys.push(await keystroke(page, word));
      }
      return { open: median(open.slice(2)), key: median(keys) };
    };
    const base = await measure(100);
    const many = await measure(10_000);
    // A static page's first paint, opened the same way: what any page costs on this machine.
    const blank: number[] = [];
    for (let i = 0; i < 9; i++) {
      const p = await context.newPage();
      await p.goto(
        `data:text/html,${encodeURIComponent('<!doctype html><title>x</title><ul><li class=lead>Jane Doe</li></ul>')}`,
      );
      blank.push(
        await p.evaluate(
          () =>
            new Promise<number>((r) =>
              requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)),
            ),
        ),
      );
      await p.close();
    }
    const still = median(blank.slice(2));
    return [
      {
        name: 'leads: 10,000 stored, open → rows painted (median of 7)',
        value: many.open,
        unit: 'ms',
        target: null,
      },
      {
        name: 'leads: baseline, 100 stored, open → rows painted',
        value: base.open,
        unit: 'ms',
        target: null,
      },
      { name: 'leads: open, 10,000 vs 100 (ratio)', value: many.open / base.open, unit: '×', target: null },
      { name: 'leads: baseline, a static page, open → painted', value: still, unit: 'ms', target: null },
      {
        name: 'leads: open, 10,000 stored, beyond a static page',
        value: many.open - still,
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: 'leads: 10,000 stored, search keystroke → rows painted (median of 12)',
        value: many.key,
        unit: 'ms',
        target: '<= 50',
      },
      { name: 'leads: baseline, 100 stored, search keystroke', value: base.key, unit: 'ms', target: null },
      {
        name: 'leads: keystroke, 10,000 vs 100 (ratio)',
        value: many.key / base.key,
        unit: '×',
        target: null,
      },
    ];
  } finally {
    await context.close();
  }
}
