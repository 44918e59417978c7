/**
 * Batch results out: CSV and JSON in the input's order, with the locally rejected rows merged in. CSV
 * cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return)
 * get a leading apostrophe.
 */

/** One exported row. */
export interface ResultRow {
  input: string;
  /** The display name pasted with the address (`Jane Doe <jane@x.com>`), if any. */
  name?: string | null;
  address: string;
  verdict: string;
  reason: string;
  role: boolean | null;
  disposable: boolean | null;
  catchAll: boolean | null;
  suggestion: string | null;
  /** The same address as an earlier row: answered by that row, not sent or counted again. */
  duplicate?: boolean;
}

const FORMULA = /^[=+\-@\t\r]/;

/** A CSV cell, quoted when needed and neutralized when a spreadsheet would run it. */
export function csvCell(value: string | boolean | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const COLUMNS: (keyof ResultRow)[] = [
  'input',
  'name',
  'address',
  'verdict',
  'reason',
  'role',
  'disposable',
  'catchAll',
  'suggestion',
];

export function toCsv(rows: readonly ResultRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const r of rows) lines.push(COLUMNS.map((c) => csvCell(r[c] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(rows: readonly ResultRow[]): string {
  return JSON.stringify(rows, null, 1);
}
