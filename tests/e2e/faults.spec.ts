/**
 * Every service fault through every operation, from the real extension (its popup, its worker, its
 * client) to the real service behind a misbehaving proxy. One lane per operation runs its cells in
 * turn; the lanes run side by side, each cell's fault aimed only at its own requests. Prints the
 * matrix and writes it to test-results/reliability/faults.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startFaultProxy, type SeenRequest } from '../support/fault-proxy';
import {
  FAULTS,
  OPS,
  TIMEOUT_S,
  expectedOutcome,
  expectedTries,
  type FaultCase,
  type Op,
  type Outcome,
} from '../support/faults';
import { KEY, batchJobs, configure, expect, test } from './fixtures';
import { watchExtension } from './watch-extension';

interface Cell {
  fault: string;
  /** What names the cell's requests (its address, name or batch label). */
  tag: string;
  op: Op;
  outcome: Outcome;
  expected: Outcome;
  tries: number;
  expectedTries: number;
  /** Waits between tries, ms. */
  waits: number[];
  message: string;
  /** Batch status and result: the job completed once the fault was gone. */
  recovered?: boolean;
}

const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));

test('every service fault through every operation: bounded retries, a clear message, nothing lost or sent twice', async ({
  service,
  context,
  extensionPage,
}) => {
  test.setTimeout(420_000);
  const proxy = await startFaultProxy(service.url);
  const watched = watchExtension(context);
  const options = await extensionPage('options.html');
  await configure(options, proxy.url, KEY);
  await expect(options.getByRole('status').first()).toContainText('credits left');
  const timeout = options.getByLabel('Give up waiting for an answer after (seconds)');
  await timeout.fill(String(TIMEOUT_S));
  await timeout.blur();
  await options.reload();
  await expect(options.getByLabel('Give up waiting for an answer after (seconds)')).toHaveValue(
    String(TIMEOUT_S),
  );
  await options.close();

  const cells: Cell[] = [];
  const byRule = (name: string) => proxy.seen.filter((r) => r.rule === name);
  const waitsOf = (reqs: SeenRequest[]) => reqs.slice(1).map((r, i) => r.at - reqs[i]!.at);

  /** Runs one cell: aims the fault at requests `match` picks, acts, reads what the user is shown. */
  async function cell(
    f: FaultCase,
    op: Op,
    tag: string,
    match: (r: SeenRequest) => boolean,
    act: () => Promise<{ outcome: Outcome; message: string; recovered?: boolean; until?: number }>,
  ) {
    const name = `${f.name} × ${op}`;
    proxy.rules.push({ name, match, fault: f.fault });
    const { until, ...result } = await act();
    const tries = byRule(name).filter((r) => until === undefined || r.at <= until);
    cells.push({
      fault: f.name,
      tag,
      op,
      ...result,
      expected: expectedOutcome(f, op),
      tries: tries.length,
      expectedTries: expectedTries(f, op),
      waits: waitsOf(tries),
    });
  }
  const stopFault = (f: FaultCase, op: Op) => {
    const at = proxy.rules.findIndex((r) => r.name === `${f.name} × ${op}`);
    if (at >= 0) proxy.rules.splice(at, 1);
  };

  async function lanePage(): Promise<Page> {
    const page = await extensionPage('popup.html');
    await page.setViewportSize({ width: 380, height: 700 });
    return page;
  }
  async function fresh(page: Page, tab: string) {
    await page.reload();
    await page.getByRole('tab', { name: tab }).click();
  }
  const alertText = async (scope: Page | ReturnType<Page['locator']>) =>
    (await scope.getByRole('alert').first().innerText()).replace(/\s+/g, ' ').trim();

  async function verifyLane() {
    const page = await lanePage();
    for (const [i, f] of FAULTS.entries()) {
      if (f.only && !f.only.includes('verify')) continue;
      const address = `c${i}-verify@acme.com`;
      await cell(
        f,
        'verify',
        address,
        (r) => r.path === '/emailvrf' && r.query.get('emailid') === address,
        async () => {
          await fresh(page, 'Verify');
          await page.getByLabel('Email address').fill(address);
          await page.getByLabel('Email address').press('Enter');
          const card = page.getByTestId('verdict');
          await expect(card).toContainText(address);
          await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled({
            timeout: 30_000,
          });
          if (await page.getByRole('alert').count())
            return { outcome: 'error shown', message: await alertText(page) };
          await expect(card).toContainText('From the service');
          if (f.name.startsWith('variants: do_you_mean text'))
            await expect(card).toContainText('Did you mean suggested@example.com?');
          return { outcome: 'ok', message: (await card.locator('.state').innerText()).trim() };
        },
      );
      stopFault(f, 'verify');
    }
  }

  async function discoverLane() {
    const page = await lanePage();
    for (const [i, f] of FAULTS.entries()) {
      if (f.only && !f.only.includes('discover')) continue;
      const last = `Case${letters(i)}`;
      await cell(
        f,
        'discover',
        last,
        (r) =>
          r.path === '/email-discovery/' && r.query.get('lastname')?.toLowerCase() === last.toLowerCase(),
        async () => {
          await fresh(page, 'Find');
          await page.getByLabel('First name').fill('Fault');
          await page.getByLabel('Last name').fill(last);
          await page.getByLabel('Company domain or website').fill('acme.com');
          await page.getByRole('button', { name: 'Find email' }).click();
          const done = page.getByTestId('discovery').or(page.getByRole('alert'));
          await expect(done.first()).toBeVisible({ timeout: 30_000 });
          if (await page.getByRole('alert').count())
            return { outcome: 'error shown', message: await alertText(page) };
          const found = page.getByTestId('discovery');
          await expect(found).toContainText('From the service');
          return { outcome: 'ok', message: (await found.locator('.state').innerText()).trim() };
        },
      );
      stopFault(f, 'discover');
    }
  }

  /** Sends a two-address batch from a file named after the cell, and returns its card. */
  async function sendBatch(page: Page, tag: string) {
    await fresh(page, 'Batch');
    const lines = `${tag}.a@acme.com\n${tag}.b@acme.com\n`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: `${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(lines) });
    await page.getByRole('button', { name: 'Send 2 addresses' }).click();
    return page.getByRole('region', { name: `Batch ${tag}.txt` });
  }
  const createsOf = (tag: string) =>
    proxy.seen.filter((r) => r.path === '/batchemailvrf' && r.body.includes(`${tag}.a@`));

  async function createLane() {
    const page = await lanePage();
    for (const [i, f] of FAULTS.entries()) {
      if (f.only && !f.only.includes('create')) continue;
      const tag = `c${i}-create`;
      await cell(
        f,
        'create',
        tag,
        (r) => r.path === '/batchemailvrf' && r.body.includes(`${tag}.a@`),
        async () => {
          const job = await sendBatch(page, tag);
          await expect(job).toHaveAttribute('data-state', /processing|downloading|done|failed|uncertain/, {
            timeout: 30_000,
          });
          const state = await job.getAttribute('data-state');
          if (state === 'failed' || state === 'uncertain') {
            await expect(
              job.getByRole('button', { name: state === 'failed' ? 'Send again' : 'Send again anyway' }),
            ).toBeVisible();
            return {
              outcome: state === 'failed' ? 'failed, can resend' : 'not confirmed, not resent',
              message: await alertText(job),
            };
          }
          return { outcome: 'ok', message: 'created' };
        },
      );
      stopFault(f, 'create');
    }
  }

  /** A batch whose status or result calls meet the fault: the error shows, then the job completes once it is gone. */
  async function pollLane(op: 'status' | 'result') {
    const page = await lanePage();
    const path = op === 'status' ? '/batchstatus/' : '/batchresult/';
    for (const [i, f] of FAULTS.entries()) {
      if (f.only && !f.only.includes(op)) continue;
      const tag = `c${i}-${op}`;
      await cell(
        f,
        op,
        tag,
        (r) => r.path === path && !!r.batchBody?.includes(`${tag}.a@`),
        async () => {
          const job = await sendBatch(page, tag);
          // The tries that count are those of the poll that failed first: the popup, still showing the
          // job, polls it again a few seconds later, and a loaded machine may take that long to look.
          let firstFailure: number | undefined;
          await expect
            .poll(
              async () => {
                const j = (await batchJobs(page)).find((x) => x.label === `${tag}.txt`);
                if (j?.pollFailures === 1) firstFailure ??= j.updatedAt;
                return j?.state === 'done' || (j?.pollFailures ?? 0) > 0;
              },
              { timeout: 45_000, intervals: [100] },
            )
            .toBe(true);
          const done = page.locator(`[aria-label="Batch ${tag}.txt"][data-state=done]`);
          await expect(job.getByRole('alert').or(done).first()).toBeVisible({ timeout: 45_000 });
          if (await done.count()) return { outcome: 'ok', message: 'completed', recovered: true };
          const message = await alertText(job);
          stopFault(f, op);
          await fresh(page, 'Batch'); // the popup polls a job it shows every 2 s again
          await expect
            .poll(async () => (await batchJobs(page)).find((j) => j.label === `${tag}.txt`)?.state, {
              timeout: 45_000,
            })
            .toBe('done');
          return { outcome: 'error shown', message, recovered: true, until: firstFailure };
        },
      );
      stopFault(f, op);
    }
  }

  await Promise.all([verifyLane(), discoverLane(), createLane(), pollLane('status'), pollLane('result')]);

  // Nothing is re-sent by itself, even a while later.
  await new Promise((r) => setTimeout(r, 3_000));
  // A batch is created once however its polls fail, and a create that failed is never sent again by us.
  const doubled = cells
    .filter((c) => c.op === 'create' || c.op === 'status' || c.op === 'result')
    .filter((c) => createsOf(c.tag).length !== (c.op === 'create' ? c.tries : 1))
    .map((c) => `${c.fault} × ${c.op}: ${createsOf(c.tag).length} creates`);

  writeMatrix(cells);
  expect(cells.flatMap((c) => problems(c).map((p) => `${c.fault} × ${c.op}: ${p}`))).toEqual([]);
  expect(doubled, 'batches created more than once, or re-sent after the outcome').toEqual([]);
  expect(watched.errors(), 'uncaught errors in extension contexts').toEqual([]);
  expect(
    watched.texts().filter((t) => t.includes(KEY)),
    'the key in a log',
  ).toEqual([]);
  expect(cells.filter((c) => c.message.includes(KEY))).toEqual([]);
  await proxy.close();
});

/** What is wrong with a cell's outcome, against the policy in tests/support/faults.ts. */
function problems(c: Cell): string[] {
  const f = FAULTS.find((x) => x.name === c.fault)!;
  const out: string[] = [];
  if (c.outcome !== c.expected) out.push(`outcome ${c.outcome}, expected ${c.expected}`);
  if (c.tries !== c.expectedTries) out.push(`${c.tries} requests, expected ${c.expectedTries}`);
  if (c.outcome !== 'ok' && !f.message.test(c.message)) out.push(`message “${c.message}”`);
  if (/<[a-z!/]/i.test(c.message)) out.push('markup in the message');
  if (f.waitMs && c.tries > 1 && Math.min(...c.waits) < f.waitMs - 50)
    out.push(`waited only ${Math.min(...c.waits)} ms`);
  if ((c.op === 'status' || c.op === 'result') && !c.recovered) out.push('did not complete afterwards');
  return out;
}

function writeMatrix(cells: Cell[]) {
  mkdirSync('test-results/reliability', { recursive: true });
  writeFileSync(
    'test-results/reliability/faults.json',
    JSON.stringify(
      cells.map((c) => ({ ...c, problems: problems(c) })),
      null,
      2,
    ),
  );
  const pad = (s: string, n: number) => s.padEnd(n).slice(0, n);
  const lines = [`${pad('fault', 52)} ${OPS.map((op) => pad(op, 28)).join(' ')}`];
  for (const f of FAULTS) {
    const row = OPS.map((op) => {
      const c = cells.find((x) => x.fault === f.name && x.op === op);
      if (!c) return pad('—', 28);
      return pad(`${problems(c).length ? '✗' : '✓'} ${c.outcome}${c.tries > 1 ? ` ×${c.tries}` : ''}`, 28);
    });
    lines.push(`${pad(f.name, 52)} ${row.join(' ')}`);
  }
  console.log(lines.join('\n'));
}
