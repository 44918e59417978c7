/**
 * Every target on the page (addresses and people), by id and by the element it is anchored to, and
 * which of them are within about a screen (an IntersectionObserver): only those get badges.
 */
import type { Target } from './targets';

export class TargetRegistry {
  readonly #byId = new Map<number, Target>();
  readonly #byAnchor = new Map<Element, Set<number>>();
  readonly #near = new Set<number>();
  readonly #io: IntersectionObserver;

  readonly #onShown: (t: Target) => void;
  readonly #onChange: () => void;

  /** `onShown`: targets that came within a screen; `onChange`: anything to redraw. */
  constructor(signal: AbortSignal, onShown: (t: Target) => void, onChange: () => void) {
    this.#onShown = onShown;
    this.#onChange = onChange;
    this.#io = new IntersectionObserver((entries) => this.#onVisibility(entries), {
      rootMargin: '100% 0px 100% 0px',
    });
    signal.addEventListener('abort', () => this.#io.disconnect(), { once: true });
  }

  /** Adds targets not already known (one badge per address per element); returns those added. */
  add(fresh: readonly Target[]): Target[] {
    const added: Target[] = [];
    for (const t of fresh) {
      const same = this.#byAnchor.get(t.anchor);
      if (t.kind === 'email' && same && [...same].some((id) => this.#byId.get(id)?.address === t.address))
        continue;
      this.#byId.set(t.id, t);
      if (!same) {
        this.#byAnchor.set(t.anchor, new Set());
        this.#io.observe(t.anchor);
      } else if ([...same].some((id) => this.#near.has(id))) {
        // The observer reports an element's changes only: a target joining one it already saw near
        // (a sender found after the address in the same element) is near with it.
        this.#near.add(t.id);
      }
      this.#byAnchor.get(t.anchor)!.add(t.id);
      added.push(t);
    }
    return added;
  }

  /**
   * Targets a scan of the band near the screen just found show at once, without waiting for the
   * observer's first report on them, which puts right any that are not near after all. No position
   * is read: in Chrome each read of an element deep in a big table costs about 0.4 ms (near-viewport.ts),
   * and a screen of a 10,000-row table made this a 60 ms task.
   */
  showNow(found: readonly Target[]): void {
    for (const t of found) if (this.#byId.has(t.id)) this.#near.add(t.id);
  }

  /** Drops the targets whose element left the page. */
  prune(): void {
    for (const [anchor, ids] of this.#byAnchor) {
      if (anchor.isConnected) continue;
      this.#io.unobserve(anchor);
      for (const id of ids) {
        this.#byId.delete(id);
        this.#near.delete(id);
      }
      this.#byAnchor.delete(anchor);
    }
  }

  /** The targets within about a screen. */
  *shown(): Generator<Target> {
    for (const id of this.#near) {
      const t = this.#byId.get(id);
      if (t) yield t;
    }
  }

  all(): IterableIterator<Target> {
    return this.#byId.values();
  }

  get size(): number {
    return this.#byId.size;
  }

  #onVisibility(entries: IntersectionObserverEntry[]): void {
    for (const e of entries) {
      for (const id of this.#byAnchor.get(e.target) ?? []) {
        if (e.isIntersecting) this.#near.add(id);
        else this.#near.delete(id);
        const t = this.#byId.get(id);
        if (e.isIntersecting && t) this.#onShown(t);
      }
    }
    this.#onChange();
  }
}
