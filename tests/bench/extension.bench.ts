/**
 * Extension figures: the size of what each page loads (raw and gzipped) and the time from opening
 * the popup to its first paint, against a static page's first paint in the same browser and run.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION_DIR, launchExtension } from '../e2e/fixtures';
import type { BenchRow } from './results';

const kb = (n: number) => n / 1024;

/** Every script and stylesheet a page loads, with its module preloads. */
function pageAssets(html: string): string[] {
  const text = readFileSync(join(EXTENSION_DIR, html), 'utf8');
  return [...text.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

function size(files: string[]) {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(EXTENSION_DIR, f));
    raw += statSync(join(EXTENSION_DIR, f)).size;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}

export function bundleRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const pages: [string, string[], string | null][] = [
    ['background worker', ['background.js'], null],
    ['popup (all it loads)', pageAssets('popup.html'), '<= 40'],
    ['options (all it loads)', pageAssets('options.html'), null],
  ];
  for (const [name, files, target] of pages) {
    const { raw, gz } = size(files);
    rows.push({ name: `bundle: ${name}, raw`, value: kb(raw), unit: 'KB', target: null });
    rows.push({ name: `bundle: ${name}, gzipped`, value: kb(gz), unit: 'KB', target });
  }
  return rows;
}

export async function popupPaintRows(): Promise<BenchRow[]> {
  // Through the tests' launcher: it closes the options page the extension opens when installed,
  // which would otherwise take over a page the benchmark is loading.
  const { context, extensionId: id } = await launchExtension();
  try {
    const fcp = async (url: string, ready: string) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 380, height: 500 });
      await page.goto(url);
      await page.waitForSelector(ready);
      const value = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const entry = performance.getEntriesByName('first-contentful-paint')[0];
            if (entry) return resolve(entry.startTime);
            new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
              type: 'paint',
              buffered: true,
            });
          }),
      );
      await page.close();
      return value;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const popup: number[] = [];
    const baseline: number[] = [];
    const staticPage = `data:text/html,${encodeURIComponent('<!doctype html><title>x</title><label for=a>Email address</label><input id=a>')}`;
    for (let i = 0; i < 12; i++) {
      popup.push(await fcp(`chrome-extension://${id}/popup.html`, '#verify-address'));
      baseline.push(await fcp(staticPage, '#a'));
    }
    const p = median(popup.slice(2));
    const b = median(baseline.slice(2));
    return [
      { name: 'popup: open → first contentful paint (median of 10)', value: p, unit: 'ms', target: '<= 200' },
      { name: 'popup: baseline static page first paint', value: b, unit: 'ms', target: null },
      { name: 'popup: first paint vs static page (ratio)', value: p / b, unit: '×', target: null },
    ];
  } finally {
    await context.close();
  }
}
