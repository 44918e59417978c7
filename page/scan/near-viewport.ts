/**
 * The parts of a page near the viewport, without visiting the rest: small subtrees that intersect
 * the band [top, bottom] (viewport coordinates) are returned whole; big ones are descended into, and
 * the children of a big container (a table body, a long list) are walked with a position read every
 * few children until the band, so a 10,000-row table costs a few hundred position reads, not 10,000.
 *
 * Those positions come from offsetTop/offsetHeight where the children share an offset parent: in
 * Chrome, getBoundingClientRect of a row deep in a big table costs about 0.4 ms (its box is looked up
 * among all the rows), its offsetTop a microsecond.
 */

/** Subtrees with more elements than this are descended into rather than scanned whole. */
const BIG = 300;
/** Containers with more children than this are walked by position (see childrenInBand). */
const MANY = 40;

interface Span {
  top: number;
  bottom: number;
  empty: boolean;
}

const intersects = (s: Span, top: number, bottom: number) => s.bottom >= top && s.top <= bottom && !s.empty;

/**
 * An element's box, down to the end of what overflows it: a wrapper given a fixed height, or none,
 * whose content spills below it (a saved webmail page's panes) still holds what is on screen.
 */
function rectSpan(el: Element): Span {
  const r = el.getBoundingClientRect();
  const tall = el.scrollHeight;
  return {
    top: r.top,
    bottom: Math.max(r.bottom, r.top + tall),
    empty: r.width === 0 && r.height === 0 && tall === 0,
  };
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

/** While skipping to the band, one child in this many has its position read. */
const STRIDE = 16;
/** Per big container, the first child of the band the last walk found. */
const cursors = new WeakMap<Element, Element>();

/**
 * The children of a big container that meet the band, walking siblings from the first (or from where
 * the last walk found the band): until the band, one child in STRIDE has its position read (then the
 * walk goes on from the last one read above the band), and from there every child until one starts
 * below the band. null when the boxes read do not go top to bottom (then the caller checks every
 * child).
 *
 * Not `children[i]` and a binary search: in Chrome the first indexed read of a collection walks all
 * of it, 4 ms on a 10,000-row table; this walk costs a native step per child it passes.
 */
function childrenInBand(root: Element, top: number, bottom: number, span: (el: Element) => Span) {
  let from = root.firstElementChild;
  // After a scroll the band has moved a little: start where the last walk found it, backing up (a
  // stride at a time) to a child that ends above the band.
  const cursor = cursors.get(root);
  if (cursor?.parentElement === root) {
    from = cursor;
    for (;;) {
      const s = span(from);
      if ((!s.empty && s.bottom < top) || !from.previousElementSibling) break;
      for (let i = 0; i < STRIDE && from.previousElementSibling; i++) from = from.previousElementSibling;
    }
  }
  for (let lastTop = from ? span(from).top : 0; from;) {
    let ahead: Element | null = from;
    for (let i = 0; i < STRIDE && ahead; i++) ahead = ahead.nextElementSibling;
    if (!ahead) break;
    const s = span(ahead);
    if (s.empty) break; // no position to judge by: walk on one child at a time
    if (s.top < lastTop) return null;
    lastTop = s.top;
    if (s.bottom >= top) break;
    from = ahead; // it and every child before it end above the band
  }
  const out: Element[] = [];
  for (let kid = from, lastTop = -Infinity; kid; kid = kid.nextElementSibling) {
    const s = span(kid);
    if (s.empty) continue;
    if (s.top < lastTop) return null;
    lastTop = s.top;
    if (s.top > bottom) {
      // Below the band: so is the rest, if the next box goes on down.
      const next = kid.nextElementSibling && span(kid.nextElementSibling);
      if (next && !next.empty && next.top < s.top) return null;
      break;
    }
    if (s.bottom >= top) out.push(kid);
  }
  if (out[0]) cursors.set(root, out[0]);
  return out;
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
  if (hasMoreChildrenThan(root, MANY)) {
    const kids = childrenInBand(root, top, bottom, spanReader(root.firstElementChild));
    if (kids) {
      for (const kid of kids) nearViewport(kid, top, bottom, skip, out, true);
      return out;
    }
  }
  for (let kid = root.firstElementChild; kid; kid = kid.nextElementSibling) {
    if (!skip.has(kid) && intersects(rectSpan(kid), top, bottom))
      nearViewport(kid, top, bottom, skip, out, true);
  }
  // Text directly inside a big element (not in a child element) is scanned with the element's
  // children above; a big element with loose text is rare and is covered by the full scan on demand.
  return out;
}
