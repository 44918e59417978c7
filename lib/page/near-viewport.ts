/**
 * The parts of a page near the viewport, without visiting the rest: small subtrees that intersect
 * the band [top, bottom] (viewport coordinates) are returned whole; big ones are descended into, and
 * the children of a big container (a table body, a long list) are binary-searched by position, so a
 * 10,000-row table costs a few dozen position reads, not 10,000.
 *
 * Those positions come from offsetTop/offsetHeight where the children share an offset parent: in
 * Chrome, getBoundingClientRect of a row deep in a big table costs about 0.4 ms (its box is looked up
 * among all the rows), its offsetTop a microsecond.
 */

/** Subtrees with more elements than this are descended into rather than scanned whole. */
const BIG = 300;
/** Containers with more children than this are searched by position. */
const MANY = 40;

interface Span {
  top: number;
  bottom: number;
  empty: boolean;
}

const intersects = (s: Span, top: number, bottom: number) => s.bottom >= top && s.top <= bottom && !s.empty;

function rectSpan(el: Element): Span {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, empty: r.width === 0 && r.height === 0 };
}

/** How to read the vertical span of each child: by offsets from the first child's box when possible. */
function spanReader(first: Element | null): (el: Element) => Span {
  if (!(first instanceof HTMLElement) || first.offsetParent === null) return rectSpan;
  const parent = first.offsetParent;
  const origin = first.getBoundingClientRect().top - first.offsetTop;
  return (el) => {
    if (!(el instanceof HTMLElement) || el.offsetParent !== parent) return rectSpan(el);
    const top = origin + el.offsetTop;
    return { top, bottom: top + el.offsetHeight, empty: el.offsetHeight === 0 && el.offsetWidth === 0 };
  };
}

/** First index in `kids` whose box ends at or below `top`, assuming children flow top to bottom. */
function firstReaching(kids: HTMLCollection, top: number, span: (el: Element) => Span): number {
  let lo = 0;
  let hi = kids.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (span(kids[mid]!).bottom < top) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the children's boxes go top to bottom (checked at a few points). */
function flowsDown(kids: HTMLCollection, span: (el: Element) => Span): boolean {
  const at = [0, kids.length >> 2, kids.length >> 1, (kids.length * 3) >> 2, kids.length - 1].map(
    (i) => span(kids[i]!).top,
  );
  return at.every((y, i) => i === 0 || y >= at[i - 1]!);
}

/**
 * Whether a subtree has more than `limit` elements, stopping as soon as it knows: a live
 * getElementsByTagName('*') collection looks cheaper but counts the whole subtree in Chrome.
 */
function hasMoreThan(root: Element, limit: number): boolean {
  let n = 0;
  let el: Element | null = root.firstElementChild;
  while (el) {
    if (++n > limit) return true;
    if (el.firstElementChild) el = el.firstElementChild;
    else {
      while (el && !el.nextElementSibling && el !== root) el = el.parentElement;
      if (!el || el === root) return false;
      el = el.nextElementSibling;
    }
  }
  return false;
}

function hasMoreChildrenThan(root: Element, limit: number): boolean {
  let n = 0;
  for (let el = root.firstElementChild; el; el = el.nextElementSibling) if (++n > limit) return true;
  return false;
}

export function nearViewport(
  root: Element,
  top: number,
  bottom: number,
  skip: WeakSet<Element>,
  out: Element[] = [],
  /** The caller has already found `root` within the band. */
  known = false,
): Element[] {
  if (skip.has(root)) return out;
  if (!hasMoreThan(root, BIG)) {
    if (known || intersects(rectSpan(root), top, bottom)) out.push(root);
    return out;
  }
  const kids = root.children;
  if (hasMoreChildrenThan(root, MANY)) {
    const span = spanReader(root.firstElementChild);
    if (flowsDown(kids, span)) {
      for (let i = firstReaching(kids, top, span); i < kids.length; i++) {
        const s = span(kids[i]!);
        if (s.top > bottom) break;
        if (!s.empty) nearViewport(kids[i]!, top, bottom, skip, out, true);
      }
      return out;
    }
  }
  for (const kid of kids) {
    if (!skip.has(kid) && intersects(rectSpan(kid), top, bottom))
      nearViewport(kid, top, bottom, skip, out, true);
  }
  // Text directly inside a big element (not in a child element) is scanned with the element's
  // children above; a big element with loose text is rare and is covered by the full scan on demand.
  return out;
}
