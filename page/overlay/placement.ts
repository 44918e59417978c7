/**
 * Where each badge goes: just after its target and the punctuation that closes it, with its words
 * where they fit before the page's next words (the next column of a table, the rest of a sentence),
 * else its icon alone; where even that does not fit, over the end of its own address rather than
 * over the page's next words.
 */
import { badgeSpan, type Target } from '../targets/targets';
import type { BadgeState, BadgeWidths } from './view';

/** Between a target and its badge, in CSS pixels. */
const GAP = 4;

export class BadgePlacement {
  /**
   * Per target, where its badge can go (badgeSpan) relative to the end of the target's box, and
   * that box's size when read: read when its badge is first drawn, again if the box changes size.
   */
  readonly #spans = new Map<number, { from: number; to: number; width: number; height: number }>();

  /** The page changed or was resized: read every span again when next needed. */
  forget(): void {
    this.#spans.clear();
  }

  /**
   * The badge of target `t`, whose box (targetRect) is `rect`, in document coordinates. Without
   * `widths` (the badges not laid out yet) it is drawn whole.
   */
  place(t: Target, rect: DOMRect, state: BadgeState, widths: BadgeWidths | null) {
    const { from, to } = this.#spanOf(t, rect);
    const compact = widths !== null && to - from < GAP + widths.full[state] + 2;
    const width = widths ? widths[compact ? 'compact' : 'full'][state] : 0;
    return {
      compact,
      x: Math.max(rect.left, Math.min(from + GAP, to - width - 1)) + scrollX,
      // Centred on the text's line; until the badges are measured, on its top.
      y: rect.top + scrollY + (widths ? (rect.height - widths.height) / 2 : 0),
    };
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
