/**
 * The parts of a page near the viewport, without visiting the rest: small subtrees that intersect
 * the band [top, bottom] (viewport coordinates) are returned whole; big ones are descended into, and
 * the children of a big container (a table body, a long list) are binary-searched by position, so a
 * 10,000-row table costs a few dozen position reads, not 10,000.
 */

/** Subtrees with more elements than this are descended into rather than scanned whole. */
const BIG = 300;
/** Containers with more children than this are searched by position. */
const MANY = 40;

const intersects = (r: DOMRect, top: number, bottom: number) =>
  r.bottom >= top && r.top <= bottom && (r.width > 0 || r.height > 0);

/** First index in `kids` whose box ends at or below `top`, assuming children flow top to bottom. */
function firstReaching(kids: HTMLCollection, top: number): number {
  let lo = 0;
  let hi = kids.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (kids[mid]!.getBoundingClientRect().bottom < top) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the children's boxes go top to bottom (checked at a few points). */
function flowsDown(kids: HTMLCollection): boolean {
  const at = [0, kids.length >> 2, kids.length >> 1, (kids.length * 3) >> 2, kids.length - 1].map(
    (i) => kids[i]!.getBoundingClientRect().top,
  );
  return at.every((y, i) => i === 0 || y >= at[i - 1]!);
}

export function nearViewport(
  root: Element,
  top: number,
  bottom: number,
  skip: WeakSet<Element>,
  out: Element[] = [],
): Element[] {
  if (skip.has(root)) return out;
  // Whether element BIG exists: the live collection stops counting there, instead of counting all.
  if (root.getElementsByTagName('*')[BIG] === undefined) {
    if (intersects(root.getBoundingClientRect(), top, bottom)) out.push(root);
    return out;
  }
  const kids = root.children;
  if (kids.length > MANY && flowsDown(kids)) {
    for (let i = firstReaching(kids, top); i < kids.length; i++) {
      const kid = kids[i]!;
      if (kid.getBoundingClientRect().top > bottom) break;
      nearViewport(kid, top, bottom, skip, out);
    }
    return out;
  }
  for (const kid of kids) {
    if (!skip.has(kid) && intersects(kid.getBoundingClientRect(), top, bottom))
      nearViewport(kid, top, bottom, skip, out);
  }
  // Text directly inside a big element (not in a child element) is scanned with the element's
  // children above; a big element with loose text is rare and is covered by the full scan on demand.
  return out;
}
