/**
 * What people paste, cleaned to the address they meant, and the name that came with it. Shared by
 * the popup's Verify (which offers the cleaned address in one click), the batch list parser and the
 * service's batch parser. Nothing here guesses a spelling: typos are typo.ts's.
 *
 * Removed: invisible characters (zero-width spaces, BOMs, direction marks); a `mailto:`
 * prefix and its `?subject=…`, percent-decoded; a display name (`Jane Doe <jane@x.com>`,
 * `"Doe, Jane" <jane@x.com>`, `jane@x.com (Jane Doe)`); quotes and brackets around the whole; stray
 * punctuation before the name part or around the domain (`john@example.com,` `john@#example.com`); a
 * dot before the @ (`john.@x.com`); a doubled @; white space inside (`jo hn@x.com`).
 */

export interface Cleaned {
  /** The address, cleaned (or the input, trimmed, when nothing could be made of it). */
  address: string;
  /** The display name that came with it, if any. */
  name: string | null;
}

/**
 * Zero-width characters, left-to-right and right-to-left marks, BOMs and soft hyphens. Control
 * characters, embeddings, overrides and isolates stay: an address holding one is refused with the
 * reason rather than silently changed into another (the batch parser counts the controls it drops).
 */
const INVISIBLE = /[\u200b-\u200f\u2060-\u2064\u061c\ufeff\u00ad]/g;
/** `Name <address>`, with anything after the closing bracket being list punctuation. */
const ANGLE = /^(.*?)\s*<([^<>]*@[^<>]*)>[\s,;.]*$/s;
/** `address (Name)`. */
const PAREN_NAME = /^(\S+@\S+?)\s*\(([^()]*)\)[\s,;.]*$/;
const PAIRS: Record<string, string> = {
  '"': '"',
  "'": "'",
  '(': ')',
  '[': ']',
  '<': '>',
  '“': '”',
  '‘': '’',
  '«': '»',
};

const unquote = (name: string) =>
  name
    .trim()
    .replace(/^["'“‘](.*)["'”’]$/s, '$1')
    .replace(/\\(.)/g, '$1')
    .trim() || null;

function stripPairs(s: string): string {
  for (let t = s; ;) {
    const close = PAIRS[t[0] ?? ''];
    if (!close || t.length < 2 || !t.endsWith(close)) return t;
    t = t.slice(1, -1).trim();
    s = t;
  }
}

/** A plain ASCII address with nothing around it: nothing to clean (most of every list). */
const PLAIN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function cleanPasted(input: string): Cleaned {
  const trimmed = input.trim();
  if (PLAIN.test(trimmed) && !trimmed.includes('..') && !/^\.|\.@/.test(trimmed))
    return { address: trimmed, name: null };
  let s = input.replace(INVISIBLE, ' ').trim();
  let name: string | null = null;
  const angle = ANGLE.exec(s);
  if (angle) {
    name = unquote(angle[1]!.replace(/[\s,;]+$/, ''));
    s = angle[2]!.trim();
  } else {
    const paren = PAREN_NAME.exec(s);
    if (paren) {
      name = unquote(paren[2]!);
      s = paren[1]!;
    }
  }
  s = stripPairs(s);
  if (/^mailto:/i.test(s)) {
    s = s.slice(7).split('?')[0]!;
    try {
      s = decodeURIComponent(s);
    } catch {
      // Not percent-encoded after all: keep it as it is.
    }
    s = s.split(/[,;]/)[0]!.trim();
  }
  const at = s.lastIndexOf('@');
  if (at <= 0 || s.startsWith('"')) return { address: s, name };
  let local = s.slice(0, at).replace(/@+$/, '');
  let domain = s.slice(at + 1);
  // Around the domain only letters and digits belong; before the name part, no list punctuation.
  domain = domain.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  local = local.replace(/^[\s(<["'“‘,;:]+/, '').replace(/\.+$/, '');
  // `Jane Doe jane@x.com`: capitalized words before the name part are a display name without
  // brackets; other white space inside (`jo hn@x.com`) is a slip, and goes.
  const words = local.trim().split(/\s+/);
  if (words.length > 1 && words.slice(0, -1).every((w) => /^\p{Lu}[\p{L}'’.-]+$/u.test(w))) {
    name ??= words.slice(0, -1).join(' ');
    local = words.at(-1)!;
  }
  const address = `${local}@${domain}`.replace(/\s+/g, '');
  return { address: address.includes('@') && local && domain ? address : s, name };
}

/** Splits `text` at `separators` found outside double quotes and angle brackets. */
function splitOutside(text: string, separators: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let angle = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && quoted) i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '<') angle++;
    else if (!quoted && ch === '>') angle = Math.max(0, angle - 1);
    else if (!quoted && angle === 0 && separators.includes(ch)) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * The entries of a pasted list. A line that holds at most one address is one entry, whatever else it
 * holds (`Jane Doe <jane@x.com>`, `jane@x.com (Jane)`, a line that is not an address at all), so the
 * results line up with what was pasted. A line of several is split at the commas and semicolons
 * between them (never inside quotes or angle brackets: `"Doe, Jane" <jane@x.com>`), else at spaces.
 */
export function splitPasted(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const t = line.trim();
    // A line of nothing but separators (`, ,`) is what a split left, not an entry.
    if (/^[\s,;]*$/.test(t)) continue;
    const at = t.indexOf('@');
    if (at < 0 || t.indexOf('@', at + 1) < 0) {
      out.push(t);
      continue;
    }
    const parts = splitOutside(t, ',;');
    if (parts.length > 1) out.push(...parts);
    else out.push(...t.split(/\s+/));
  }
  return out;
}
