/** Batch figures in Chromium, with the popup's own code bundled into a page. */
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import type { BenchRow } from './results';

export async function batchRows(): Promise<BenchRow[]> {
  const bundle = await build({
    entryPoints: ['tests/bench/pages/batch-bench.tsx'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: 'out',
    loader: { '.json': 'json' },
    define: { 'import.meta.env.BROWSER': '"chrome"' },
  });
  const js = bundle.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = bundle.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 380, height: 600 } });
    await page.setContent(`<!doctype html><style>${css}</style><div id="app"></div>`);
    await page.addScriptTag({ content: js });
    const r = await page.evaluate(() =>
      (window as unknown as { bench(n: number): Promise<Record<string, number>> }).bench(100_000),
    );
    return [
      {
        name: 'batch: parse + de-duplicate + syntax-check 100,000 pasted',
        value: r.parse!,
        unit: 'ms',
        target: '<= 250',
      },
      {
        name: 'batch: baseline split + lower-case + Set of the same text',
        value: r.parseBase!,
        unit: 'ms',
        target: null,
      },
      { name: 'batch: parse vs baseline (ratio)', value: r.parse! / r.parseBase!, unit: '×', target: null },
      {
        name: 'batch: first render of a 100,000-row results table',
        value: r.render!,
        unit: 'ms',
        target: '<= 200',
      },
      { name: 'batch: baseline render of one line', value: r.renderBase!, unit: 'ms', target: null },
      {
        name: 'batch: long tasks while scrolling the 100,000 rows (200 steps)',
        value: r.scrollLongTasks!,
        unit: 'tasks',
        target: '<= 0',
      },
      { name: 'batch: CSV export of 100,000 rows', value: r.csv!, unit: 'ms', target: '<= 1000' },
      {
        name: 'batch: baseline JSON.stringify of the same rows',
        value: r.csvBase!,
        unit: 'ms',
        target: null,
      },
      {
        name: 'batch: CSV export vs JSON.stringify (ratio)',
        value: r.csv! / r.csvBase!,
        unit: '×',
        target: null,
      },
    ];
  } finally {
    await browser.close();
  }
}
