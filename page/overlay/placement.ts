/**
 * Where each badge goes: just after its target and the punctuation that closes it, with its words
 * where they fit before the page's next words (the next column of a table, the rest of a sentence),
 * else its icon alone; where even that does not fit, as a small dot just above the end of its
 * target, over neither the address nor the page's next words (its words are in its card).
 */
import { badgeSpan, type Target } from '../targets/targets';
import type { BadgeState, BadgeWidths } from './view';

/** Between a target and its badge, in CSS pixels. */
const GAP = 4;
/** The dot's size (overlay.css `.badge.dot`). */
export const DOT = 6;

/** Where a badge is drawn, in document coordinates. */
export interface Placed {
  compact: boolean;
  dot: boolean;
  x: number;
  y: number;
}

export class BadgePlacement {
  /**
   * Per target, where its badge can go (badgeSpan) relative to the end of the target's box, and
   * that box's size when read: read when its badge is first drawn, again if the box changes size.
   */
  readonly #spans = new Map<number, { from: number; to: number; width: number; height: number }>();

  /** Per line end, where the next badge placed there may start (this frame's badges, in order). */
  #lineEnds = new Map<number, number>();
  /** Per target, the free space at the end of its line, relative like #spans. */
  readonly #gutters = new Map<number, { from: number; to: number; width: number; height: number }>();

  /** A new frame: line ends are free again. */
  beginFrame(): void {
    this.#lineEnds.clear();
  }

  /** The page changed or was resized: read every span again when next needed. */
  forget(): void {
    this.#spans.clear();
    this.#gutters.clear();
  }

  /**
   * The badge of target `t`, whose box (targetRect) is `rect`, in document coordinates. Without
   * `widths` (the badges not laid out yet) it is drawn whole.
   */
  place(t: Target, rect: DOMRect, state: BadgeState, widths: BadgeWidths | null): Placed | null {
    const { from, to } = this.#spanOf(t, rect);
    const room = to - from;
    // Centred on the text's line; until the badges are measured, on its top.
    const centred = (height: number) => rect.top + scrollY + (rect.height - height) / 2;
    const beside = (compact: boolean, dot: boolean, x: number, width: number, height: number) => {
      this.#occupy(rect, x + width);
      return { compact, dot, x: x + scrollX, y: centred(height) };
    };
    if (!widths) return { compact: false, dot: false, x: from + GAP + scrollX, y: centred(rect.height) };
    if (room >= GAP + widths.full[state] + 2)
      return beside(false, false, from + GAP, widths.full[state], widths.height);
    const compact = widths.compact[state];
    if (room >= GAP + compact + 2) return beside(true, false, from + GAP, compact, widths.height);
    if (room >= DOT + 2) return beside(true, true, from + (room - DOT) / 2, DOT, DOT);
    return null; // no room beside it: placeInGutter, once every badge that fits beside is placed
  }

  /** Marks a line as taken up to `right` (viewport x) by a badge drawn beside its target. */
  #occupy(rect: DOMRect, right: number): void {
    const key = Math.round(rect.top + scrollY);
    this.#lineEnds.set(key, Math.max(this.#lineEnds.get(key) ?? 0, right + GAP));
  }

  /**
   * A badge with no room beside its target: at the end of its line, where the line leaves room
   * before its block's edge, after any badge already there (hovering a badge marks its address, so
   * which is which stays plain). Where the line has none either, a dot just above the end of the
   * target.
   */
  placeInGutter(t: Target, rect: DOMRect, state: BadgeState, widths: BadgeWidths): Placed {
    const compact = widths.compact[state];
    const gutter = this.#gutterOf(t, rect);
    if (gutter) {
      const key = Math.round(rect.top + scrollY);
      const start = Math.max(gutter.from + GAP, this.#lineEnds.get(key) ?? 0);
      const dot = gutter.to - start < compact + 1;
      const width = dot ? DOT : compact;
      if (gutter.to - start >= width + 1) {
        this.#lineEnds.set(key, start + width + GAP);
        const height = dot ? DOT : widths.height;
        return { compact: true, dot, x: start + scrollX, y: rect.top + scrollY + (rect.height - height) / 2 };
      }
    }
    const above = rect.top - DOT - 1;
    return {
      compact: true,
      dot: true,
      x: Math.max(rect.left, rect.right - DOT) + scrollX,
      y: (above >= 0 ? above : rect.bottom + 1) + scrollY,
    };
  }

  /**
   * The free space at the end of the target's line: from the last text on that line to the right
   * edge of the block holding it (or the viewport). Read once per target and size.
   */
  #gutterOf(t: Target, rect: DOMRect): { from: number; to: number } | null {
    const known = this.#gutters.get(t.id);
    if (known && known.width === rect.width && known.height === rect.height) {
      return { from: rect.right + known.from, to: rect.right + known.to };
    }
    const block = t.anchor.closest('p, li, dd, dt, h1, h2, h3, h4, h5, h6, blockquote, div');
    if (!block || t.anchor.closest('td, th')) return null;
    const range = document.createRange();
    range.selectNodeContents(block);
    const line = [...range.getClientRects()].filter(
      (r) => r.width > 0 && r.top < rect.bottom && r.bottom > rect.top,
    );
    const from = line.reduce((end, r) => Math.max(end, r.right), rect.right);
    const to = Math.min(block.getBoundingClientRect().right, document.documentElement.clientWidth);
    this.#gutters.set(t.id, {
      from: from - rect.right,
      to: to - rect.right,
      width: rect.width,
      height: rect.height,
    });
    return { from, to };
  }

  #spanOf(t: Target, rect: DOMRect): { from: number; to: number } {
    let known = this.#spans.get(t.id);
    if (!known || known.width !== rect.width || known.height !== rect.height) {
      const { from, to } = badgeSpan(t, rect);
      known = { from: from - rect.right, to: to - rect.right, width: rect.width, height: rect.height };
      this.#spans.set(t.id, known);
    }
    return { from: rect.right + known.from, to: rect.right + known.to };
  }
}
