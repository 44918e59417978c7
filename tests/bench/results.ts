/** `.bench/results.json`: rows `{ name, value, unit, target }`, the figures of the last `npm run bench`. */
import { mkdirSync, writeFileSync } from 'node:fs';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** e.g. "<= 250", ">= 1000", or null when the figure is informational. */
  target: string | null;
}

const FILE = '.bench/results.json';

/**
 * Writes this run's rows over the last run's: a row a benchmark no longer makes (one renamed, say)
 * must not stay behind with an old figure. One run makes every row (run.ts).
 */
export function saveRows(rows: BenchRow[]): void {
  mkdirSync('.bench', { recursive: true });
  writeFileSync(FILE, JSON.stringify(rows, null, 2) + '\n');
}

export function meets(row: BenchRow): string {
  if (row.target === null) return '';
  const [op, n] = row.target.split(' ') as [string, string];
  const ok = op === '<=' ? row.value <= Number(n) : row.value >= Number(n);
  return ok ? 'ok' : 'MISSED';
}

export function printRows(rows: BenchRow[]): void {
  const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));
  const lines = rows.map((r) => [r.name, `${fmt(r.value)} ${r.unit}`, r.target ?? '', meets(r)]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...lines.map((l) => l[i]!.length), 6));
  for (const l of [['benchmark', 'value', 'target', ''], ...lines]) {
    console.log(l.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  }
}
