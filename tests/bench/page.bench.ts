/**
 * Content-script figures in Chromium on generated pages: a 10,000-row CRM table (~100k text nodes,
 * 10k addresses), a 300-message webmail thread and a profile. Each page is loaded with the built
 * extension and, as the baseline, in a browser without it, in the same run.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { EXTENSION_DIR, launchExtension } from '../e2e/fixtures';
import { servePages } from '../e2e/page-helpers';
import { appendRowsScript, crmTable, profile, webmailThread } from './pages';
import type { BenchRow } from './results';

const LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(() => { window.__frameAfterDcl = performance.now(); }, 0)));`;

interface Load {
  scanMs: number | null;
  baselineMs: number;
  longTasks: number;
  badgesAfterDclMs: number | null;
  /** The end of the page's own first frame after DOMContentLoaded: nothing laid out shows sooner. */
  frameAfterDclMs: number;
  heapMb: number;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** Opens a page with a long-task observer from the start; with the extension, waits for its scan. */
async function open(context: BrowserContext, url: string, withExtension: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url, { waitUntil: 'load' });
  if (withExtension) {
    await page.waitForFunction(() => performance.getEntriesByName('mailscout:scan').length > 0, null, {
      timeout: 30_000,
    });
  }
  return page;
}

async function load(context: BrowserContext, url: string, withExtension: boolean): Promise<Load> {
  const page = await open(context, url, withExtension);
  await page.waitForTimeout(1_500);
  const r = await page.evaluate(() => {
    const t0 = performance.now();
    const text = document.body.textContent ?? '';
    const found = text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g) ?? [];
    const baselineMs = performance.now() - t0;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstBadges = performance
      .getEntriesByName('mailscout:badges')
      .find((m) => ((m as PerformanceMark).detail as number) > 0);
    return {
      scanMs: performance.getEntriesByName('mailscout:scan')[0]?.duration ?? null,
      baselineMs: found.length >= 0 ? baselineMs : 0,
      longTasks: ((window as unknown as { __longTasks: number[] }).__longTasks ?? []).filter((d) => d > 50)
        .length,
      badgesAfterDclMs: firstBadges ? firstBadges.startTime - nav.domContentLoadedEventEnd : null,
      frameAfterDclMs:
        ((window as unknown as { __frameAfterDcl?: number }).__frameAfterDcl ?? NaN) -
        nav.domContentLoadedEventEnd,
    };
  });
  const heap = await heapMb(page);
  await page.close();
  return { ...r, heapMb: heap };
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
      const withExt = await load(ext.context, url(file), true);
      const without = await load(plain, url(file), false);
      rows.push(
        { name: `page (${name}): scan`, value: withExt.scanMs ?? NaN, unit: 'ms', target: null },
        {
          name: `page (${name}): baseline textContent + email regex`,
          value: withExt.baselineMs,
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): scan vs baseline (ratio)`,
          value: (withExt.scanMs ?? NaN) / withExt.baselineMs,
          unit: '×',
          target: name === 'profile' ? null : '<= 2',
        },
        {
          name: `page (${name}): long tasks with the extension minus without`,
          value: withExt.longTasks - without.longTasks,
          unit: 'tasks',
          target: '<= 0',
        },
        {
          name: `page (${name}): badges in view after DOMContentLoaded`,
          value: withExt.badgesAfterDclMs ?? NaN,
          unit: 'ms',
          target: '<= 100',
        },
        {
          name: `page (${name}): baseline: the page's own first frame after DOMContentLoaded`,
          value: without.frameAfterDclMs,
          unit: 'ms',
          target: null,
        },
        {
          name: `page (${name}): badges after the page's own first frame`,
          value: (withExt.badgesAfterDclMs ?? NaN) - without.frameAfterDclMs,
          unit: 'ms',
          target: '<= 100',
        },
        {
          name: `page (${name}): JS heap with the extension minus without`,
          value: withExt.heapMb - without.heapMb,
          unit: 'MB',
          target: '<= 5',
        },
      );
    }
    const add = await appended(ext.context, url('crm.html'), true);
    const own = await appended(plain, url('crm.html'), false);
    rows.push(
      {
        name: 'page: 500 rows appended by a page script → badged',
        value: add.delayMs,
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: "page: baseline: the page's own next frame after the append",
        value: own.delayMs,
        unit: 'ms',
        target: null,
      },
      {
        name: "page: appended rows badged after the page's own frame",
        value: add.delayMs - own.delayMs,
        unit: 'ms',
        target: '<= 100',
      },
      {
        name: 'page: long tasks while badging the 500 appended rows, minus without',
        value: add.longTasks - own.longTasks,
        unit: 'tasks',
        target: '<= 0',
      },
    );
    const content = readFileSync(join(EXTENSION_DIR, 'content-scripts/content.js'));
    rows.push(
      { name: 'bundle: content script, raw', value: content.length / 1024, unit: 'KB', target: null },
      {
        name: 'bundle: content script, gzipped',
        value: gzipSync(content, { level: 9 }).length / 1024,
        unit: 'KB',
        target: '<= 20',
      },
    );
    return rows;
  } finally {
    await ext.context.close();
    await plain.close();
    server.close();
  }
}
