/**
 * The finders' page-wide queries. On a 10,000-row table one costs up to 15 ms, and a finder that
 * makes three would make a long task. So the content script runs each query as a step of its own
 * before the finders (`prepareQueries`), and the finders read the results; anywhere else (the unit
 * tests, the scorer) a query runs when the finder asks.
 *
 * A list of attribute selectors is run a part at a time and merged in document order: in Chromium a
 * list costs about three times its parts together (the byline list of nine: 41 ms on that table, its
 * parts 1.5 to 1.8 ms each), and one task for the whole list was a long task of its own.
 */
type Found = ArrayLike<Element> & Iterable<Element>;

const SELECTORS = new Set<string>();
let prepared: { doc: Document; parts: Map<string, NodeListOf<Element>>; merged: Map<string, Found> } | null =
  null;

/**
 * The parts run one by one: a list's selectors when one of them tests an attribute (the finders'
 * selectors have no comma inside brackets or quotes), else the list whole (tag and class lists are
 * as fast whole).
 */
export function partsOf(selector: string): string[] {
  return selector.includes('[') ? selector.split(',').map((s) => s.trim()) : [selector];
}

/** A query over the whole page that the finders make every time (not one they make only sometimes). */
export function pageWide(selector: string): (doc: Document) => Found {
  SELECTORS.add(selector);
  return (doc) => (prepared?.doc === doc ? mergedOf(selector) : undefined) ?? doc.querySelectorAll(selector);
}

function mergedOf(selector: string): Found | undefined {
  const { parts, merged } = prepared!;
  const known = merged.get(selector);
  if (known) return known;
  const lists = partsOf(selector).map((p) => parts.get(p));
  if (lists.some((l) => !l)) return undefined; // read before its steps ran
  const found = lists.reduce<Found>((a, b) => inOrder(a, b!), []);
  merged.set(selector, found);
  return found;
}

/** Two lists in document order as one, in document order, each element once. */
export function inOrder(a: Found, b: Found): Found {
  if (!b.length) return a;
  if (!a.length) return b;
  const out: Element[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x.compareDocumentPosition(y) & x.DOCUMENT_POSITION_FOLLOWING) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/**
 * One step per page-wide query (per part of a list of attribute selectors), to run before the
 * finders; their results are read until `release` (or until the next preparation). A page that
 * changes in between is read as it was a few tasks ago.
 */
export function prepareQueries(doc: Document): { steps: (() => void)[]; release: () => void } {
  const parts = new Map<string, NodeListOf<Element>>();
  const all = new Set([...SELECTORS].flatMap(partsOf));
  prepared = { doc, parts, merged: new Map() };
  const mine = prepared;
  return {
    steps: [...all].map((s) => () => void parts.set(s, doc.querySelectorAll(s))),
    release: () => {
      if (prepared === mine) prepared = null;
    },
  };
}

/**
 * `read`, kept per page for the rest of the task that made it (a page script may change the page
 * between tasks), and read again within it when `key` changes (what it also depends on).
 */
export function oncePerTask<T>(
  read: (doc: Document) => T,
  key: (doc: Document) => string = () => '',
): (doc: Document) => T {
  const kept = new WeakMap<Document, { key: string; value: T }>();
  return (doc) => {
    const k = key(doc);
    const last = kept.get(doc);
    if (last?.key === k) return last.value;
    const value = read(doc);
    kept.set(doc, { key: k, value });
    queueMicrotask(() => kept.delete(doc));
    return value;
  };
}
