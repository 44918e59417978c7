/**
 * What gets a badge: each address found (with the text range or element it sits in) and each person.
 */
import type { FoundEmail } from '../scan/emails';
import type { FoundPerson } from '../scan/people';

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
    anchor: person.element,
    text: null,
    obfuscated: false,
  };
}

/** Where the badge goes, in viewport coordinates: just after the address, or after the element. */
export function targetRect(t: Target): DOMRect | null {
  if (!t.anchor.isConnected) return null;
  if (t.text && t.text.node.isConnected && t.text.end <= t.text.node.length) {
    const range = document.createRange();
    range.setStart(t.text.node, t.text.start);
    range.setEnd(t.text.node, t.text.end);
    const rects = range.getClientRects();
    return rects.length ? rects[rects.length - 1]! : null;
  }
  // After the element's own text (a table cell is wider than its text), else after the element.
  const range = document.createRange();
  range.selectNodeContents(t.anchor);
  const rects = range.getClientRects();
  const r = rects.length ? rects[rects.length - 1]! : t.anchor.getBoundingClientRect();
  return r.width || r.height ? r : null;
}
