/**
 * Pasted lists and CSV files in (out is export.ts).
 *
 * A plain list: one line is one entry when it holds one address (`Jane Doe <jane@x.com>` keeps its
 * name); a line of several is split at commas and semicolons, else spaces (paste.ts). Each entry is
 * cleaned as a pasted address is (`mailto:`, brackets, trailing punctuation). A CSV with a header
 * (the address column is found by its name, else by which column holds the most `@`) is parsed by
 * papaparse, so quotes, BOMs, CRLF and semicolon or tab delimiters all work. Invisible characters
 * are removed. Addresses are compared ignoring letter case, with internationalized domains in their
 * ASCII form: `Jane@ACME.com` and `jane@acme.com` are one address. Syntax-invalid entries are not
 * sent; they stay in the results with their reason.
 */
import Papa from 'papaparse';
import { describeProblem } from './checks/problems';
import { checkSyntax } from './checks/syntax';
import { cleanPasted, splitPasted } from './paste';

export const MAX_BATCH = 100_000;
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

export interface InputRow {
  /** As it appeared in the input, invisible characters removed. */
  input: string;
  /** The display name that came with the address, if any. */
  name: string | null;
  /** Normalized address (domain lower-cased, ASCII), or the input when it is not an address. */
  address: string;
  status: 'send' | 'duplicate' | 'invalid';
  reason: string | null;
}

export interface PreparedList {
  format: 'list' | 'csv';
  /** The CSV column the addresses came from. */
  column: string | null;
  rows: InputRow[];
  /** Unique, syntax-valid addresses, first-seen order: what a batch sends (and what it costs). */
  toSend: string[];
  duplicates: number;
  invalid: number;
  /** Entries that had invisible characters removed. */
  cleaned: number;
}

/**
 * Removed from every entry and counted: zero-width characters, the left-to-right and right-to-left
 * marks copied along from right-to-left text, and stray control characters such as NUL (a broken
 * export). Embeddings, overrides and isolates stay: they reorder what a person sees, so an entry
 * holding one is reported, not silently changed into something else.
 */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u061c\u2060\ufeff\u00ad]/g;
const HEADER =
  /^\s*(e-?mail|e-?mail address|address|courriel|correo|mail|email_address|emailid|work email)\s*$/i;

/** Why a text cannot be read as a list, or null. */
export function inputProblem(text: string): string | null {
  if (text.length > MAX_INPUT_BYTES) {
    return `This is ${(text.length / 2 ** 20).toFixed(1)} MB of text; at most 10 MB (about 300,000 addresses) can be read at once. Split the file.`;
  }
  const sample = text.slice(0, 65_536);
  // A few stray control characters are cleaned away; many mean a binary file (a zip, a spreadsheet).
  const controls = (sample.match(/[\u0000-\u0008\u000e-\u001f]/g) ?? []).length;
  if (/^(PK\u0003\u0004|%PDF-)/.test(sample) || controls >= Math.max(4, sample.length / 50)) {
    return 'This looks like a binary file (a spreadsheet such as .xlsx?), not text. Save it as CSV or TXT and try again.';
  }
  if (text.replace(INVISIBLE, '').trim() === '') return 'Paste addresses or open a CSV or TXT file.';
  return null;
}

/**
 * The entries of a text, and where they came from. CSV when the first row is a header (no `@`), or when
 * every row has the same columns and at most one address; otherwise every token is an entry, so that
 * `a@x.com; b@y.com` on each line loses nothing.
 */
export function extractEntries(text: string): {
  format: 'list' | 'csv';
  column: string | null;
  entries: string[];
} {
  const body = text.replace(/^\ufeff/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  if (/[,;\t"]/.test(firstLine)) {
    const rows = readTable(body);
    const width = rows[0]?.length ?? 0;
    const atCells = (r: string[]) => r.filter((c) => c.includes('@')).length;
    const hasHeader = width > 1 && atCells(rows[0]!) === 0;
    const dataRows = hasHeader ? rows.slice(1) : rows;
    const tabular =
      width > 1 && rows.length >= 2 && dataRows.every((r) => r.length === width && atCells(r) <= 1);
    if (hasHeader || tabular) {
      let col = hasHeader ? rows[0]!.findIndex((c) => HEADER.test(c)) : -1;
      if (col < 0) {
        const counts = Array.from(
          { length: width },
          (_, i) => dataRows.filter((r) => (r[i] ?? '').includes('@')).length,
        );
        col = counts.indexOf(Math.max(...counts));
      }
      return {
        format: 'csv',
        column: hasHeader ? rows[0]![col]!.trim() || `column ${col + 1}` : `column ${col + 1}`,
        entries: dataRows.map((r) => r[col] ?? '').filter((c) => c.trim() !== ''),
      };
    }
  }
  const entries = splitPasted(body);
  if (entries.length > 0 && HEADER.test(entries[0]!)) entries.shift();
  return { format: 'list', column: null, entries };
}

/** A CSV's rows as cells (papaparse: quotes, BOM, CRLF, comma, semicolon or tab delimiters). */
export function readTable(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' }).data;
}

/** Dedupe key: case-insensitive, domain in ASCII. */
const keyOf = (address: string) => address.toLowerCase();

export function prepareEntries(
  entries: readonly string[],
  format: 'list' | 'csv' = 'list',
  column: string | null = null,
): PreparedList {
  const rows: InputRow[] = [];
  const seen = new Set<string>();
  const toSend: string[] = [];
  let duplicates = 0;
  let invalid = 0;
  let cleaned = 0;
  for (const raw of entries) {
    const input = raw.replace(INVISIBLE, '').trim();
    if (input === '') continue;
    if (input !== raw.trim()) cleaned++;
    const { address: pasted, name } = cleanPasted(input);
    const syntax = checkSyntax(pasted);
    if (!syntax.valid) {
      invalid++;
      rows.push({ input, name, address: input, status: 'invalid', reason: describeProblem(syntax.problem!) });
      continue;
    }
    const key = keyOf(syntax.address);
    if (seen.has(key)) {
      duplicates++;
      rows.push({ input, name, address: syntax.address, status: 'duplicate', reason: null });
      continue;
    }
    seen.add(key);
    toSend.push(syntax.address);
    rows.push({ input, name, address: syntax.address, status: 'send', reason: null });
  }
  return { format, column, rows, toSend, duplicates, invalid, cleaned };
}

export function prepareText(text: string): PreparedList | { problem: string } {
  const problem = inputProblem(text);
  if (problem) return { problem };
  const { format, column, entries } = extractEntries(text);
  const prepared = prepareEntries(entries, format, column);
  if (prepared.rows.length === 0) return { problem: 'No addresses were found in this text.' };
  return prepared;
}

/** Splits what is to be sent into batches the service accepts. */
export function splitForService(addresses: readonly string[], size = MAX_BATCH): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < addresses.length; i += size) parts.push(addresses.slice(i, i + size));
  return parts;
}
