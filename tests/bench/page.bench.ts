/**
 * Content-script figures in Chromium on generated pages: a 10,000-row CRM table (~100k text nodes,
 * 10k addresses), a 300-message webmail thread and a profile. Each page is loaded with the built
 * extension and, as the baseline, in a browser without it, in the same run, LOADS times each (medians).
 */
import { gzipSync } from 'node:zlib';
import { PEOPLE_MODULE } from '../../page/scan/people-module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { EXTENSION_DIR, launchExtension } from '../e2e/fixtures';
import { servePages } from '../e2e/page-helpers';
import { EMAIL } from '../../core/email-text';
import { appendRowsScript, crmTable, profile, webmailThread } from './pages';
import type { BenchRow } from './results';

const LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(() => performance.mark('bench:frame-after-dcl'), 0)));`;

/** Each page is loaded this many times with and without the extension; figures are medians. */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);

interface Load {
  scanMs: number;
  /** The people finders' work once they came (their steps summed). */
  peopleMs: number;
  /** The scan after scrolling three screens down: its code is warm by then. */
  scrolledScanMs: number;
  baselineMs: number;
  longTasks: number;
  /** From navigation start: DOMContentLoaded, the badges painted, the page's own first frame after DCL. */
  dclAt: number;
  badgesAt: number;
  /** The end of the page's own first frame after DOMContentLoaded: nothing laid out shows sooner. */
  frameAt: number;
  heapMb: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const med = (loads: Load[], f: (l: Load) => number) => median(loads.map(f));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** Outermost intervals only: a call inside a counted call is not counted twice. */
function unionMs(spans: (readonly [number, number])[]): number {
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/**
 * From a trace of one load (until 1.5 s after the page's first frame):
 * - the content script's own main-thread time before the page's first frame after
 *   DOMContentLoaded: its evaluation at document_start (compiling included) and whatever it runs
 *   until then, which is what it can cost the page before the page shows;
 * - the long tasks it made: main-thread tasks over 50 ms that would be under 50 ms without its
 *   own time in them (or in which its own time alone is over 50 ms).
 */
async function traceLoad(
  context: BrowserContext,
  url: string,
): Promise<{ startupMs: number; longTasks: number }> {
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: object[] }) => events.push(...(e.value as TraceEvent[])));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink.user_timing,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('bench:frame-after-dcl').length > 0);
  await page.waitForTimeout(1_500);
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  const frame = events.find((e) => e.name === 'bench:frame-after-dcl');
  if (!frame) return { startupMs: NaN, longTasks: NaN };
  const ours = events.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
      // The content script, its document_start part, and the people finders' module it imports
      // (page/scan/people-module.ts).
      /page-(start|script|people)\.js$/.test(e.args?.data?.url ?? ''),
  );
  const span = (e: TraceEvent) => [e.ts, e.ts + (e.dur ?? 0)] as const;
  const startupMs = unionMs(ours.filter((e) => e.ts < frame.ts).map(span));
  // The page's main thread is the one its own marks are made on.
  const tasks = events.filter(
    (e) => /RunTask$/.test(e.name) && e.ph === 'X' && e.tid === frame.tid && (e.dur ?? 0) > 50_000,
  );
  const longTasks = tasks.filter((t) => {
    const mine = unionMs(
      ours.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur!).map(span),
    );
    return mine > 50 || (mine > 0 && t.dur! / 1000 - mine <= 50);
  }).length;
  return { startupMs, longTasks };
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** Opens a page with a long-task observer from the start; with the extension, waits for its first scan. */
async function open(context: BrowserContext, url: string, withExtension: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url, { waitUntil: 'load' });
  // Both ways through the same wait: Playwright's first call into a page compiles its own script
  // there, a long task of its own that must weigh on both sides alike.
  await page.waitForFunction(
    (ext) => !ext || performance.getEntriesByName('mailscout:scan').length > 0,
    withExtension,
    { timeout: 30_000 },
  );
  return page;
}

async function load(context: BrowserContext, url: string, withExtension: boolean): Promise<Load> {
  const page = await open(context, url, withExtension);
  await page.waitForTimeout(1_500);
  // The baseline: the page's whole text and the scanner's own address pattern.
  const r = await page.evaluate((source) => {
    const t0 = performance.now();
    const text = document.body.textContent ?? '';
    const found = text.match(new RegExp(source, 'g')) ?? [];
    const baselineMs = performance.now() - t0;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstBadges = performance
      .getEntriesByName('mailscout:badges')
      .find((m) => ((m as PerformanceMark).detail as number) > 0);
    return {
      scanMs: performance.getEntriesByName('mailscout:scan')[0]?.duration ?? NaN,
      peopleMs: performance.getEntriesByName('mailscout:people')[0]?.duration ?? NaN,
      baselineMs: found.length >= 0 ? baselineMs : 0,
      longTasks: ((window as unknown as { __longTasks: number[] }).__longTasks ?? []).filter((d) => d > 50)
        .length,
      dclAt: nav.domContentLoadedEventEnd,
      badgesAt: firstBadges?.startTime ?? NaN,
      frameAt: performance.getEntriesByName('bench:frame-after-dcl')[0]?.startTime ?? NaN,
    };
  }, EMAIL.source);
  await page.evaluate(() => scrollBy(0, innerHeight * 3));
  await page.waitForTimeout(700);
  const scrolledScanMs = await page.evaluate(
    () => performance.getEntriesByName('mailscout:scan')[1]?.duration ?? NaN,
  );
  const heap = await heapMb(page);
  await page.close();
  return { ...r, scrolledScanMs, heapMb: heap };
}

/** Appends 500 rows; with the extension, the time until they carry badges; without, the page's own next frame. */
async function appended(
  context: BrowserContext,
  url: string,
  withExtension: boolean,
): Promise<{ delayMs: number; longTasks: number }> {
  const page = await open(context, url, withExtension);
  await page.waitForTimeout(1_000);
  const before = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks.length,
  );
  const t0 = (await page.evaluate(
    `(() => { const t0 = ${appendRowsScript(500)}; requestAnimationFrame(() => setTimeout(() => (window.__framed = performance.now()), 0)); return t0; })()`,
  )) as number;
  await page.waitForTimeout(1_500);
  const r = await page.evaluate(
    ({ t0, before, withExtension }) => {
      const marks = performance.getEntriesByName('mailscout:badges').filter((m) => m.startTime > t0);
      const framed = (window as unknown as { __framed: number }).__framed;
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks
        .slice(before)
        .filter((d) => d > 50).length;
      return {
        delayMs: withExtension ? (marks.length ? marks[0]!.startTime - t0 : NaN) : framed - t0,
        longTasks: tasks,
      };
    },
    { t0, before, withExtension },
  );
  await page.close();
  return r;
}

export async function pageRows(): Promise<BenchRow[]> {
  const { url, server } = await servePages({
    'crm.html': crmTable(10_000),
    'thread.html': webmailThread(300),
    'profile.html': profile(),
  });
  const ext = await launchExtension();
  const plain = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rows: BenchRow[] = [];
    for (const [name, file] of [
      ['10,000-row CRM table', 'crm.html'],
      ['300-message webmail thread', 'thread.html'],
      ['profile', 'profile.html'],
    ] as const) {
      const withExt: Load[] = [];
      const without: Load[] = [];
      for (let i = 0; i < LOADS; i++) {
        withExt.push(await load(ext.context, url(file), true));
        without.push(await load(plain, url(file), false));
      }
      const traced: { startupMs: number; longTasks: number }[] = [];
      for (let i = 0; i < LOADS; i++) traced.push(await traceLoad(ext.context, url(file)));
      const scanMs = med(withExt, (l) => l.scanMs);
      const baselineMs = med(withExt, (l) => l.baselineMs);
      const sum = (loads: Load[]) => loads.reduce((n, l) => n + l.longTasks, 0);
      rows.push(
        { name: `page (${name}): scan`, value: scanMs, unit: 'ms', target: null },
        {
          name: `page (${name}): baseline textContent + the scanner's email regex`,
          value: baselineMs,
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): scan vs baseline (ratio)`,
          value: scanMs / baselineMs,
          unit: '×',
          target: name === 'profile' ? null : '<= 2',
        },
        {
          // Not in the scan since the finders became a module of their own: the rows' and senders'
          // people the scan met before it came, and the people outside tables.
          name: `page (${name}): people: the finders' work once their module came (steps summed)`,
          value: med(withExt, (l) => l.peopleMs),
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): scan after scrolling three screens down (its code warm by then)`,
          value: med(withExt, (l) => l.scrolledScanMs),
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): scan after scrolling vs baseline (ratio)`,
          value: med(withExt, (l) => l.scrolledScanMs) / baselineMs,
          unit: '×',
          target: null,
        },
        {
          name: `page (${name}): long tasks with the extension minus without (all ${LOADS} loads)`,
          value: sum(withExt) - sum(without),
          unit: 'tasks',
          target: '<= 0',
        },
        {
          name: `page (${name}): long tasks the content script made (traced, all ${LOADS} loads)`,
          value: traced.reduce((n, t) => n + t.longTasks, 0),
          unit: 'tasks',
          target: '<= 0',
        },
        {
          name: `page (${name}): badges painted after DOMContentLoaded`,
          value: med(withExt, (l) => l.badgesAt - l.dclAt),
          unit: 'ms',
          target: '<= 100',
        },
        {
          name: `page (${name}): baseline: the page's own first frame after DOMContentLoaded (same load)`,
          value: med(withExt, (l) => l.frameAt - l.dclAt),
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): badges painted after the page's own first frame (same load)`,
          value: med(withExt, (l) => l.badgesAt - l.frameAt),
          unit: 'ms',
          target: '<= 100',
        },
        {
          name: `page (${name}): the content script's main-thread time before the page's first frame`,
          value: median(traced.map((t) => t.startupMs)),
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): JS heap with the extension minus without`,
          value: med(withExt, (l) => l.heapMb) - med(without, (l) => l.heapMb),
          unit: 'MB',
          target: '<= 5',
        },
      );
    }
    const add = { delays: [] as number[], longTasks: 0 };
    const own = { delays: [] as number[], longTasks: 0 };
    for (let i = 0; i < LOADS; i++) {
      for (const [into, context, withExtension] of [
        [add, ext.context, true],
        [own, plain, false],
      ] as const) {
        const r = await appended(context, url('crm.html'), withExtension);
        into.delays.push(r.delayMs);
        into.longTasks += r.longTasks;
      }
    }
    rows.push(
      {
        name: 'page: 500 rows appended by a page script → badges painted',
        value: median(add.delays),
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: "page: baseline: the page's own next frame after the append",
        value: median(own.delays),
        unit: 'ms',
        target: null,
      },
      {
        name: "page: appended rows badged after the page's own frame",
        value: median(add.delays) - median(own.delays),
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: `page: long tasks while badging the 500 appended rows, minus without (all ${LOADS} loads)`,
        value: add.longTasks - own.longTasks,
        unit: 'tasks',
        target: '<= 0',
      },
    );
    // Every page and frame loads both (page-start at document_start, page-script at document_end),
    // each gzipped on its own.
    const scripts = ['page-start.js', 'page-script.js'].map((f) => readFileSync(join(EXTENSION_DIR, f)));
    const sum = (size: (b: Buffer) => number) => scripts.reduce((n, b) => n + size(b), 0) / 1024;
    const people = readFileSync(join(EXTENSION_DIR, PEOPLE_MODULE));
    rows.push(
      {
        name: 'bundle: content scripts (page-start and page-script), raw',
        value: sum((b) => b.length),
        unit: 'KB',
        target: null,
      },
      {
        name: 'bundle: content scripts (page-start and page-script), gzipped',
        value: sum((b) => gzipSync(b, { level: 9 }).length),
        unit: 'KB',
        target: '<= 20',
      },
      {
        name: 'bundle: people finders (imported where a page shows signs of people), gzipped',
        value: gzipSync(people, { level: 9 }).length / 1024,
        unit: 'KB',
        target: null,
      },
    );
    return rows;
  } finally {
    await ext.context.close();
    await plain.close();
    server.close();
  }
}
