/**
 * Runs in Chromium, bundled with the real popup code: parse, table render and export of 100,000
 * rows, each with a baseline measured in the same page.
 */
import { render } from 'preact';
import '../../../ui/shared/theme.css';
import { ResultsTable } from '../../../ui/popup/ResultsTable';
import { toCsv, type ResultRow } from '../../../core/export';
import { prepareText } from '../../../core/lists';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

function pasted(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++)
    lines.push(i % 10 === 9 ? `Person${i - 1}@Acme${(i - 1) % 97}.com` : `person${i}@acme${i % 97}.com`);
  return lines.join('\n');
}

function rows(n: number): ResultRow[] {
  const verdicts = ['valid', 'invalid', 'risky', 'unknown'];
  return Array.from({ length: n }, (_, i) => ({
    input: `person${i}@acme${i % 97}.com`,
    address: `person${i}@acme${i % 97}.com`,
    verdict: verdicts[i % 4]!,
    reason: i % 4 === 0 ? 'Valid address: the mailbox exists.' : 'Not valid: the mailbox does not exist.',
    role: false,
    disposable: false,
    catchAll: i % 4 === 2,
    suggestion: null,
  }));
}

const longTasks: number[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({
  type: 'longtask',
  buffered: true,
});

Object.assign(window, {
  async bench(n: number) {
    const text = pasted(n);
    const parse: number[] = [];
    const parseBase: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      const r = prepareText(text);
      parse.push(performance.now() - t);
      if ('problem' in r || r.toSend.length !== n - n / 10) throw new Error('parse is wrong');
      t = performance.now();
      const seen = new Set(text.split('\n').map((s) => s.trim().toLowerCase()));
      parseBase.push(performance.now() - t);
      if (seen.size === 0) throw new Error('baseline is wrong');
    }

    const data = rows(n);
    const host = document.getElementById('app')!;
    const renders: number[] = [];
    const renderBase: number[] = [];
    for (let i = 0; i < 5; i++) {
      render(null, host);
      await frame();
      let t = performance.now();
      render(<ResultsTable rows={data} name="bench" />, host);
      await frame();
      renders.push(performance.now() - t);
      render(null, host);
      await frame();
      t = performance.now();
      render(<p>{data.length} rows</p>, host);
      await frame();
      renderBase.push(performance.now() - t);
    }
    render(<ResultsTable rows={data} name="bench" />, host);
    await frame();
    const scroller = host.querySelector('.table-scroll') as HTMLElement;
    const before = longTasks.length;
    for (let y = 0; y < 200; y++) {
      scroller.scrollTop = y * 13_000;
      scroller.dispatchEvent(new Event('scroll'));
      await frame();
    }
    const scrollLongTasks = longTasks.length - before;

    const csv: number[] = [];
    const csvBase: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      const out = toCsv(data);
      csv.push(performance.now() - t);
      if (out.length < n * 30) throw new Error('csv is wrong');
      t = performance.now();
      JSON.stringify(data);
      csvBase.push(performance.now() - t);
    }
    return {
      parse: median(parse),
      parseBase: median(parseBase),
      render: median(renders),
      renderBase: median(renderBase),
      scrollLongTasks,
      csv: median(csv),
      csvBase: median(csvBase),
    };
  },
});
