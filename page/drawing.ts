/**
 * The overlay's drawing half: badges, their placement, the card and what opens it. Not in the content
 * script every page loads: the worker injects it (entrypoints/overlay-script) into a frame once that
 * frame has something to show (drawing-handover.ts), into the content script's own world, and the
 * session (session.ts) starts it with the parts it already runs. A page with nothing to badge never
 * loads it.
 */
import type { WorkerEvent } from '../messaging/worker-to-page';
import { Cards } from './features/cards';
import { showMenuResult, type MenuSpot } from './features/menu-result';
import { later } from './lifetime';
import overlayCss from './overlay/overlay.css?inline';
import { BadgePlacement } from './overlay/placement';
import { Renderer } from './overlay/renderer';
import { createSeenCheck } from './overlay/seen';
import { pageIsDark } from './overlay/theme';
import { createOverlayView } from './overlay/view';
import type { AddressBook } from './targets/addresses';
import type { TargetRegistry } from './targets/registry';
import type { Target } from './targets/targets';

export interface DrawingParts {
  targets: TargetRegistry;
  addresses: AddressBook;
  /** The overlay's style element and layer, in the closed shadow root put in at DOMContentLoaded. */
  style: HTMLStyleElement;
  layer: HTMLElement;
  /** Whether obfuscated addresses get badges (a setting, read when each frame is drawn). */
  obfuscated: () => boolean;
  /** Where the user last opened the context menu. */
  menuSpot: () => MenuSpot | null;
  /** The person in the same table row or card as an address. */
  personNear: (t: Target) => Target | null;
}

export interface Drawing {
  /** Draws in the next frame (once, however often it is asked). */
  redraw(): void;
  /** Forgets where badges went (the page's layout changed). */
  forget(): void;
  cards: Cards;
  showMenuResult(event: Extract<WorkerEvent, { type: 'showResult' }>): void;
}

export function startDrawing(signal: AbortSignal, parts: DrawingParts): Drawing {
  const { targets, addresses, layer } = parts;
  const redraw = () => renderer.schedule();
  const seen = createSeenCheck(signal);
  const cards = new Cards(signal, addresses, redraw, seen);
  cards.personNear = parts.personNear;
  const placement = new BadgePlacement();
  // Read with the page's styles already computed (it has painted): one style read, no extra layout.
  if (pageIsDark()) layer.dataset.theme = 'dark';
  parts.style.textContent = overlayCss;
  layer.hidden = false;
  const view = createOverlayView(layer, cards.actions, seen);
  const renderer = new Renderer(signal, {
    view,
    targets,
    addresses,
    placement,
    card: () => cards.current,
    obfuscated: parts.obfuscated,
  });
  // The badges' sizes are read in a task of their own (their first layout costs up to 35 ms on a
  // 10,000-row table), and the badges drawn in the frame after it.
  later(signal, 0, () => {
    view.widths();
    renderer.ready();
  });
  return {
    redraw,
    forget: () => placement.forget(),
    cards,
    showMenuResult: (event) => showMenuResult(event, cards, addresses, parts.menuSpot()),
  };
}
