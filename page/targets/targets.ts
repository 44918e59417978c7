/**
 * What gets a badge: each address found (with the text range or element it sits in) and each person.
 */
import type { FoundEmail } from '../scan/emails';
import type { FoundPerson } from '../scan/people';
import { loadedPeople } from '../scan/people-module';

export interface Target {
  id: number;
  kind: 'email' | 'person';
  address: string | null;
  person: FoundPerson | null;
  /** The element observed for visibility and removal. */
  anchor: Element;
  text: { node: Text; start: number; end: number } | null;
  /** Found in an obfuscated form (`jane [at] acme [dot] com`). */
  obfuscated: boolean;
}

let nextId = 1;

export function targetsFrom(found: readonly FoundEmail[]): Target[] {
  const out: Target[] = [];
  for (const f of found) {
    const anchor = f.node.nodeType === 3 ? f.node.parentElement : (f.node as Element);
    if (!anchor) continue;
    out.push({
      id: nextId++,
      kind: 'email',
      address: f.address,
      person: null,
      anchor,
      text:
        f.node.nodeType === 3 && f.start !== undefined
          ? { node: f.node as Text, start: f.start, end: f.end! }
          : null,
      obfuscated: f.obfuscated === true,
    });
  }
  return out;
}

export function personTarget(person: FoundPerson): Target {
  return {
    id: nextId++,
    kind: 'person',
    address: null,
    person,
    anchor: person.anchor ?? person.element,
    text: person.text ?? null,
    obfuscated: false,
  };
}

/** The box of the last line of `node`'s text from `start` to `end`, or null if it does not show. */
function rangeRect(node: Text, start: number, end: number): DOMRect | null {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const rects = range.getClientRects();
  return rects.length ? rects[rects.length - 1]! : null;
}

/** Where the badge goes, in viewport coordinates: just after the address, or after the element. */
export function targetRect(t: Target): DOMRect | null {
  if (!t.anchor.isConnected) return null;
  if (t.text && t.text.node.isConnected && t.text.end <= t.text.node.length)
    return rangeRect(t.text.node, t.text.start, t.text.end);
  // After the element's own text (a table cell is wider than its text), else after the element.
  const range = document.createRange();
  range.selectNodeContents(t.anchor);
  const rects = range.getClientRects();
  const r = rects.length ? rects[rects.length - 1]! : t.anchor.getBoundingClientRect();
  return r.width || r.height ? r : null;
}

/** Text nodes looked at after a target, for what follows it on its line. */
const LOOK_AHEAD = 8;
/** Closing punctuation that belongs with the text before it: `<jane@acme.com>`, `jane@acme.com,`. */
const CLOSING = /^[>)\]}"'»”’.,;:!?…]+/;

/**
 * Where a badge after a target can go without covering the page's words, in viewport x: `from` is
 * the end of the target and of closing punctuation glued to it; `to` is the start of the next text
 * on the same line (the rest of a sentence, the next name in a list), else the edge of its table
 * cell, else the viewport's right edge.
 */
export function badgeSpan(t: Target, rect: DOMRect): { from: number; to: number } {
  const cell = t.anchor.closest('td, th');
  // In a table the next words may be in the next cell: its padding is free space too.
  let to = document.documentElement.clientWidth;
  let from = rect.right;
  const sameLine = (r: DOMRect) => r.top < rect.bottom && r.bottom > rect.top && r.left >= rect.right - 1;
  // The text after the target: the rest of its own text node, then the text nodes that follow it
  // (after everything inside it, for an element).
  let last: Node = t.text?.node ?? t.anchor;
  while (last.lastChild) last = last.lastChild;
  const walker = document.createTreeWalker(
    cell?.closest('tr') ?? cell ?? document.body,
    NodeFilter.SHOW_TEXT,
  );
  walker.currentNode = last;
  let node = t.text ? t.text.node : (walker.nextNode() as Text | null);
  let offset = t.text?.end ?? 0;
  for (let seen = 0, glued = true; node && seen < LOOK_AHEAD; seen++) {
    const closing = glued ? CLOSING.exec(node.data.slice(offset)) : null;
    if (closing) {
      const r = rangeRect(node, offset, offset + closing[0].length);
      if (r && sameLine(r)) from = Math.max(from, r.right);
      offset += closing[0].length;
    }
    const i = node.data.slice(offset).search(/\S/);
    if (i >= 0) {
      const r = rangeRect(node, offset + i, offset + i + 1);
      if (r) {
        if (sameLine(r)) to = Math.min(to, r.left);
        break;
      }
    }
    glued = glued && offset === node.data.length;
    node = walker.nextNode() as Text | null;
    offset = 0;
  }
  // The row's last cell: its own right edge (the table's border).
  if (cell && to === document.documentElement.clientWidth) to = cell.getBoundingClientRect().right;
  return { from, to };
}

/** A person's company domain from the company's addresses elsewhere on the page, when unknown. */
export function fillDomain(t: Target): void {
  const people = loadedPeople();
  if (t.person && people) t.person.domain = people.domainFromPage(t.person, document);
}
