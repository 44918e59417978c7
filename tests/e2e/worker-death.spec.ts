/**
 * The service worker stopped at each step where work is under way: a verify in flight, a batch
 * create in flight, between polls, and during the results download. The service sits behind the
 * fault proxy, which holds answers so the step is really under way when the worker stops, and
 * counts what reached the service: nothing may be lost, nothing sent twice by us.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import {
  batchJobs,
  credits,
  expect,
  openPopup,
  setUpOptions,
  stopServiceWorker,
  test,
  type RunningService,
} from './fixtures';
import { watchExtension } from './watch-extension';

let proxy: FaultProxy;
let watched: ReturnType<typeof watchExtension>;

/** The extension configured against the service behind the proxy; `hold` holds one route's answers. */
async function setUp(
  {
    service,
    context,
    extensionPage,
  }: { service: RunningService; context: BrowserContext; extensionPage: (p: string) => Promise<Page> },
  hold?: { path: string; ms: number },
) {
  watched = watchExtension(context);
  proxy = await startFaultProxy(service.url);
  if (hold)
    proxy.rules.push({ name: 'hold', match: (r) => r.path === hold.path, fault: { delayMs: hold.ms } });
  await (await setUpOptions(extensionPage, proxy.url)).close();
  return openPopup(extensionPage);
}

test.afterEach(async () => {
  expect(watched.errors(), 'uncaught errors in extension contexts').toEqual([]);
  await proxy?.close();
});

const requests = (path: string) => proxy.seen.filter((r) => r.path === path);

async function sendBatch(popup: Page, size: number, prefix: string) {
  await popup.getByRole('tab', { name: 'Batch' }).click();
  const list = Array.from({ length: size }, (_, i) => `${prefix}${i}@acme.com`).join('\n');
  await popup.getByLabel('Addresses or CSV').fill(list);
  await popup.getByRole('button', { name: `Send ${size} addresses` }).click();
}

/** How many result rows are stored for a job (the UI reads them from IndexedDB the same way). */
const resultRows = (page: Page, jobId: string) =>
  page.evaluate(
    (jobId) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('mailscout');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('jobResults').objectStore('jobResults').get(jobId);
          get.onsuccess = () => resolve((get.result as unknown[] | undefined)?.length);
        };
      }),
    jobId,
  );

test('a verify in flight: the popup says what happened, nothing is re-sent by itself', async ({
  service,
  context,
  extensionPage,
}) => {
  const popup = await setUp({ service, context, extensionPage }, { path: '/emailvrf', ms: 15_000 });
  await popup.getByLabel('Email address').fill('jane.doe@acme.com');
  await popup.getByLabel('Email address').press('Enter');
  await expect.poll(() => requests('/emailvrf').length).toBe(1);

  const worker = await stopServiceWorker(context);
  await expect(popup.getByRole('alert')).toContainText('MailScout’s background stopped before it answered.');
  await expect(popup.getByRole('alert')).toContainText('the service may have counted it');
  await popup.screenshot({ path: 'test-results/screenshots/worker-death-verify.png' });
  expect(await credits(service.url)).toBe(999); // the service did the work and charged for it

  proxy.rules.length = 0;
  await new Promise((r) => setTimeout(r, 2_000));
  expect(requests('/emailvrf')).toHaveLength(1); // no retry behind the user's back
  await popup.getByLabel('Email address').press('Enter');
  await expect(popup.getByTestId('verdict')).toContainText('From the service');
  expect(worker.running()).toBe(true);
  expect(requests('/emailvrf')).toHaveLength(2);
});

test('a batch create in flight: the job is kept as Not confirmed, never sent twice', async ({
  service,
  context,
  extensionPage,
}) => {
  const popup = await setUp({ service, context, extensionPage }, { path: '/batchemailvrf', ms: 15_000 });
  await sendBatch(popup, 20, 'c');
  await expect.poll(() => requests('/batchemailvrf').length).toBe(1);

  await stopServiceWorker(context);
  await expect(popup.getByRole('alert')).toContainText('MailScout’s background stopped before it answered.');
  proxy.rules.length = 0;

  const again = await extensionPage('popup.html');
  await again.getByRole('tab', { name: 'Batch' }).click();
  const job = again.getByTestId('job').first();
  await expect(job).toHaveAttribute('data-state', 'uncertain');
  await expect(job.getByRole('alert')).toContainText('MailScout was stopped while sending this batch');
  await expect(job.getByRole('button', { name: 'Send again anyway' })).toBeVisible();
  await again.screenshot({ path: 'test-results/screenshots/worker-death-create.png' });
  expect(await batchJobs(again)).toHaveLength(1); // the job and its input are kept
  await new Promise((r) => setTimeout(r, 3_000));
  expect(requests('/batchemailvrf')).toHaveLength(1);
  expect(await credits(service.url)).toBe(1000 - 20); // created once, at the service
});

test('between polls: the batch completes, created once, charged once', async ({
  service,
  context,
  extensionPage,
}) => {
  const popup = await setUp({ service, context, extensionPage });
  await sendBatch(popup, 300, 'p');
  await expect(popup.getByTestId('job').first()).toHaveAttribute('data-state', 'processing');
  await expect.poll(() => requests('/batchstatus/').length, { timeout: 15_000 }).toBeGreaterThan(0);
  await popup.close();
  const worker = await stopServiceWorker(context);

  const again = await extensionPage('popup.html');
  await again.getByRole('tab', { name: 'History' }).click();
  await expect.poll(worker.running).toBe(true);
  await expect(again.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 40_000 });
  const [job] = await batchJobs(again);
  expect(await resultRows(again, job!.id)).toBe(300);
  expect(requests('/batchemailvrf')).toHaveLength(1);
  expect(await credits(service.url)).toBe(1000 - 300);
});

test('during the results download: fetched again after the restart, stored once', async ({
  service,
  context,
  extensionPage,
}) => {
  const popup = await setUp({ service, context, extensionPage }, { path: '/batchresult/', ms: 20_000 });
  await sendBatch(popup, 50, 'd');
  await expect.poll(() => requests('/batchresult/').length, { timeout: 20_000 }).toBe(1);
  expect((await batchJobs(popup))[0]!.state).toBe('downloading');
  await popup.close();
  await stopServiceWorker(context);
  proxy.rules.length = 0;

  const again = await extensionPage('popup.html');
  await again.getByRole('tab', { name: 'Batch' }).click();
  await expect(again.getByTestId('job').first()).toHaveAttribute('data-state', 'done', { timeout: 40_000 });
  const all = await batchJobs(again);
  expect(all).toHaveLength(1);
  expect(await resultRows(again, all[0]!.id)).toBe(50);
  expect(requests('/batchemailvrf')).toHaveLength(1);
  expect(requests('/batchresult/').length).toBe(2); // the first answer was lost with the worker
  expect(await credits(service.url)).toBe(1000 - 50);
});
