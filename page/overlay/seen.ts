/**
 * Whether the user could see the button they clicked. A page can draw over a badge (an invisible
 * layer with `pointer-events: none`, or its own "▶ Play" button) so that a trusted click lands on
 * our button unseen: clickjacking. Where the browser can tell (Chromium's IntersectionObserver v2:
 * `isVisible` is true only while nothing covers the element and no opacity, filter or transform
 * of its ancestors alters it), a button counts as seen once it has been reported visible. Where it
 * cannot (Firefox), nothing counts as seen, and a spending click asks for a confirmation at a spot
 * the page cannot predict instead (cards.ts).
 */
export interface SeenCheck {
  /** Whether the browser can report visibility at all. */
  readonly sure: boolean;
  watch(el: Element): void;
  forget(el: Element): void;
  seen(el: Element): boolean;
}

type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean };

export function createSeenCheck(signal: AbortSignal): SeenCheck {
  const sure =
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
  if (!sure) return { sure, watch() {}, forget() {}, seen: () => false };
  const visible = new WeakSet<Element>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries as EntryV2[]) {
        const now = entry.isVisible === true;
        if (now) visible.add(entry.target);
        else visible.delete(entry.target);
        // Read by the tests through the browser's debugging protocol; the closed root hides it from pages.
        entry.target.toggleAttribute('data-seen', now);
      }
    },
    { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  signal.addEventListener('abort', () => io.disconnect(), { once: true });
  return {
    sure,
    watch: (el) => io.observe(el),
    forget(el) {
      io.unobserve(el);
      visible.delete(el);
    },
    seen: (el) => visible.has(el),
  };
}
