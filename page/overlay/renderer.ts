/**
 * The overlay's frame loop: at most one frame at a time, in which every shown target's position is
 * read first and the badges and the card are then drawn once (placement.ts says where each badge goes).
 * Badges not drawn yet get at most NEW_BADGES_MS of a frame, placing and drawing them, the rest wait
 * for the frames after: a page's first screen of badges (a CRM list: a hundred of them, each read
 * around and built) would otherwise land in one frame with the page's own first paints and make a
 * long task.
 */
import { nextFrame } from '../lifetime';
import { markBadges } from '../marks';
import type { AddressBook } from '../targets/addresses';
import type { TargetRegistry } from '../targets/registry';
import { targetRect, type Target } from '../targets/targets';
import type { BadgePlacement } from './placement';
import type { BadgeState, BadgeView, CardView, OverlayView } from './view';

interface RendererParts {
  view: OverlayView;
  targets: TargetRegistry;
  addresses: AddressBook;
  placement: BadgePlacement;
  /** The card to draw, if any. */
  card: () => CardView | null;
  /** Whether the overlay's stylesheet is in (host.ts overlayStyle; asked for again if the worker failed). */
  styled: () => boolean;
}

/**
 * A frame's time for badges not drawn yet: placing them, measured as it goes, and drawing them, at
 * what a new badge took to draw in the last frame that drew some (before any, as much as placing).
 * Traced on the bench's 10,000-row table, the first frame's 8 badges once took 13 ms to place and 25
 * to draw (the page's garbage collection working as ours allocated), and with the frame's own paint
 * made a long task.
 */
const NEW_BADGES_MS = 8;
/** Badges not drawn yet that a frame places whatever the time, so that a slow page still fills in. */
const NEW_BADGES_MIN = 2;

export class Renderer {
  /** Whether obfuscated addresses (`jane [at] acme [dot] com`) get badges (a setting). */
  obfuscated = true;
  #requested = false;
  #lastCount = 0;
  /** What drawing a new badge took in the last frame that drew some (ms), or null before any. */
  #drawMs: number | null = null;

  readonly #signal: AbortSignal;
  readonly #parts: RendererParts;

  constructor(signal: AbortSignal, parts: RendererParts) {
    this.#signal = signal;
    this.#parts = parts;
  }

  /** Draws in the next frame (once, however often it is asked). */
  schedule(): void {
    if (this.#requested || this.#signal.aborted) return;
    this.#requested = true;
    nextFrame(this.#signal, () => this.#frame());
  }

  #frame(): void {
    this.#requested = false;
    const { view, targets, addresses, placement } = this.#parts;
    // Nothing is drawn before the stylesheet is in: its arrival draws again.
    if (!this.#parts.styled()) return;
    const start = performance.now();
    let placedNew = 0;
    let more = false;
    const badges: BadgeView[] = [];
    const widths = view.widths();
    placement.beginFrame();
    const later: [Target, DOMRect, BadgeState][] = [];
    for (const t of targets.shown()) {
      if (t.obfuscated && !this.obfuscated) continue;
      // A badge not drawn yet waits for the next frame once this frame's time for new ones is up.
      if (!view.has(t.id)) {
        if (placedNew >= NEW_BADGES_MIN && this.#spent(start, placedNew) > NEW_BADGES_MS) {
          more = true;
          continue;
        }
        placedNew++;
      }
      const rect = targetRect(t);
      if (!rect) continue;
      const state: BadgeState = t.kind === 'person' ? 'person' : addresses.stateOf(t.address!).state;
      const placed = placement.place(t, rect, state, widths);
      if (placed) badges.push({ target: t, state, ...placed });
      else later.push([t, rect, state]);
    }
    // Those with no room beside their target go to the end of their line, after the others.
    for (const [t, rect, state] of later)
      badges.push({ target: t, state, ...placement.placeInGutter(t, rect, state, widths!) });
    const drawStart = performance.now();
    view.render(badges, this.#parts.card());
    if (placedNew) this.#drawMs = (performance.now() - drawStart) / placedNew;
    // For profiling and the benchmarks: a mark when the number of badges on screen changes.
    if (badges.length !== this.#lastCount) markBadges(this.#signal, badges.length);
    this.#lastCount = badges.length;
    if (more) this.schedule();
  }

  /** The frame's time so far, and what drawing its `placedNew` new badges will take. */
  #spent(start: number, placedNew: number): number {
    const placing = performance.now() - start;
    return placing + (this.#drawMs === null ? placing : placedNew * this.#drawMs);
  }
}
