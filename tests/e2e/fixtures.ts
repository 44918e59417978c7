/**
 * Playwright fixtures: the real reference service over HTTP (a child process on an ephemeral port,
 * its own data directory and demo accounts), and Debian's Chromium with the built extension loaded.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { ROOT, spawnService } from '../support/spawn-service';

export const EXTENSION_DIR = join(ROOT, '.output/chrome-mv3');
export const KEY = 'E2Ee2eE2Ee2eE2Ee2eE2Ee2eE2Ee2eAA';
export const POOR_KEY = 'E2Epoorpoorpoorpoorpoorpoorpoor0';
export const TEST_KEY = 'mailscout-test-key-0000000000000';

export const CHROMIUM_ARGS = (dir: string) => [
  `--disable-extensions-except=${dir}`,
  `--load-extension=${dir}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=DisableLoadExtensionCommandLineSwitch',
];

export interface RunningService {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

export async function startService(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'ms-e2e-')),
): Promise<RunningService> {
  const { url, child } = await spawnService(['--data-dir', dataDir, '--quiet', '--allow-private-callbacks'], {
    MAILSCOUT_ACCOUNTS: `${KEY}:1000,${POOR_KEY}:0`,
    MAILSCOUT_LATENCY_MS: '150',
    MAILSCOUT_BATCH_RATE: '50',
    MAILSCOUT_SLOW_MS: '3000',
    ...env,
  });
  return { url, child, dataDir };
}

export async function launchExtension(
  userDataDir = '',
): Promise<{ context: BrowserContext; worker: Worker; extensionId: string }> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // A saved social network's page is served as its own site, from loopback: its site is part of
    // what the finders read (a network is no one's employer). Nothing leaves the machine.
    args: [
      ...CHROMIUM_ARGS(EXTENSION_DIR),
      '--host-resolver-rules=MAP x.com 127.0.0.1, MAP www.linkedin.com 127.0.0.1',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // On install the extension opens its options page; close it so tests start from one known state.
  for (let waited = 0; waited < 5_000; waited += 100) {
    const welcome = context.pages().find((p) => p.url().endsWith('/options.html'));
    if (welcome) {
      await welcome.close();
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { context, worker, extensionId: new URL(worker.url()).host };
}

type Fixtures = {
  service: RunningService;
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  extensionPage: (path: string) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  service: async ({}, use) => {
    const svc = await startService();
    await use(svc);
    svc.child.kill();
  },
  context: async ({}, use) => {
    const { context } = await launchExtension();
    await use(context);
    await context.close();
  },
  worker: async ({ context }, use) => {
    await use(context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')));
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  extensionPage: async ({ context, extensionId }, use) => {
    await use(async (path: string) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    });
  },
});

export const expect = test.expect;

/** The credits a key has left, asked of the service directly. */
export async function credits(serviceUrl: string, key = KEY): Promise<number> {
  const res = await fetch(`${serviceUrl}/creditbalance?apikey=${key}`);
  return ((await res.json()) as { credits: number }).credits;
}

/** Configures the extension through its options page and waits for the balance; returns the page. */
export async function setUpOptions(
  extensionPage: (path: string) => Promise<Page>,
  serviceUrl: string,
  key = KEY,
): Promise<Page> {
  const options = await extensionPage('options.html');
  await configure(options, serviceUrl, key);
  await expect(options.getByRole('status').first()).toContainText('credits left');
  return options;
}

/** The popup at the toolbar's width. */
export async function openPopup(extensionPage: (path: string) => Promise<Page>, height = 700): Promise<Page> {
  const popup = await extensionPage('popup.html');
  await popup.setViewportSize({ width: 380, height });
  return popup;
}

/**
 * The popup in a window of its own over the page in front (as the toolbar would show it there), so
 * that its "This page" reads that page.
 */
export async function openPopupOverPage(
  context: BrowserContext,
  worker: Worker,
  height = 600,
): Promise<Page> {
  const opened = context.waitForEvent('page');
  await worker.evaluate(
    (height) =>
      (
        globalThis as unknown as { chrome: { windows: { create(o: object): Promise<unknown> } } }
      ).chrome.windows.create({ url: 'popup.html', type: 'popup', width: 400, height }),
    height,
  );
  return opened;
}

/** Configures the extension through its options page, as a person would. */
export async function configure(page: Page, serviceUrl: string, key: string) {
  await page.getByLabel('Service URL').fill(serviceUrl);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Save' }).click();
}

/**
 * Stops the extension's service worker as Chrome does when it idles. The attached debugger would keep
 * it alive, so it is stopped from a page's session, and its status events prove it stopped; they
 * keep coming, so `running()` tells when a later message has started it again.
 */
export async function stopServiceWorker(context: BrowserContext) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const statuses: string[] = [];
  session.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of (e as { versions: { runningStatus: string; scriptURL: string }[] }).versions) {
      if (v.scriptURL.endsWith('/background.js')) statuses.push(v.runningStatus);
    }
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => statuses.at(-1)).toBe('stopped');
  return { statuses, running: () => statuses.at(-1) === 'running' };
}

/** The batch jobs as the background has them, asked from an extension page the way the popup asks. */
export function batchJobs(page: Page) {
  return page.evaluate(async () => {
    const chrome = (
      globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
    ).chrome;
    const r = (await chrome.runtime.sendMessage({ type: 'batchList' })) as {
      value: {
        jobs: {
          id: string;
          label: string;
          state: string;
          total: number;
          batchId: number | null;
          pollFailures: number;
          updatedAt: number;
        }[];
      };
    };
    return r.value.jobs;
  });
}

/** How many bad inputs a test checks, for the reliability report. */
export const countCases = (n: number) =>
  test.info().annotations.push({ type: 'cases', description: String(n) });
