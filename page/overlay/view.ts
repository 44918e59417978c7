/**
 * The in-page overlay's view: badges and one card, drawn with plain DOM calls (text only, never markup
 * from strings). Not Preact: the content script loads on every page, and this keeps it small.
 * Badges are keyed by target, so a frame only touches what changed.
 */
import { STATE_LOOK } from '../../core/verdict-look';
import { cardElement } from './card-view';
import { showCopied, type CopyMemory } from './copy-button';
import { h } from './dom';
import type { SeenCheck } from './seen';
import type { BadgeState, BadgeWidths, CardView, OverlayActions, OverlayView } from './types';
import { fullName } from '../../core/names';

export type { BadgeState, BadgeView, BadgeWidths, CardView, OverlayActions, OverlayView } from './types';

function badgeContent(el: HTMLElement, state: BadgeState): void {
  const { icon, word: label } = STATE_LOOK[state];
  el.dataset.state = state;
  el.replaceChildren(h('span', { 'aria-hidden': 'true' }, icon), h('span', { class: 'label' }, label));
}

/** Space kept between a card and the viewport's edges. */
const MARGIN = 8;

/**
 * Moves a card drawn at its wished-for spot inside the viewport: clamped from the sides, and above its
 * anchor when there is no room below (far enough above that its shadow does not touch the badge,
 * which must stay uncovered to be clicked, seen.ts). One layout read per card drawn.
 */
function keepInView(el: HTMLElement, card: CardView): void {
  const w = el.offsetWidth;
  const hgt = el.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const x = Math.max(scrollX + MARGIN, Math.min(card.x, scrollX + vw - w - MARGIN));
  let y = card.y;
  const above = (card.anchorTop ?? card.y) - hgt - 24;
  if (y + hgt > scrollY + vh - MARGIN && above >= scrollY + MARGIN) y = above;
  el.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
}

/** The overlay's view: badges keyed by target and one card, in `layer`. */
export function createOverlayView(layer: HTMLElement, actions: OverlayActions, seen: SeenCheck): OverlayView {
  const badges = new Map<number, HTMLButtonElement>();
  let cardEl: HTMLElement | null = null;
  let lastCard: CardView | null = null;
  // The card's copies, by text, until it closes: a redraw (its verdict arriving) keeps "Copied".
  const copies = new Map<string, boolean>();
  const memory: CopyMemory = {
    outcome: (text) => copies.get(text),
    done(text, ok) {
      copies.set(text, ok);
      for (const b of cardEl?.querySelectorAll<HTMLElement>('[data-copy]') ?? [])
        if (b.dataset.copy === text) showCopied(b, ok);
    },
  };
  const states = Object.keys(STATE_LOOK) as BadgeState[];
  let samples: HTMLElement | null = h('div', { class: 'samples', 'aria-hidden': 'true' });
  for (const compact of [false, true]) {
    for (const state of states) {
      const el = h('span', { class: compact ? 'badge compact' : 'badge' });
      badgeContent(el, state);
      samples.append(el);
    }
  }
  layer.append(samples);
  let widths: BadgeWidths | null = null;

  return {
    widths() {
      if (widths || !samples) return widths;
      const boxes = [...samples.children].map((el) => el.getBoundingClientRect());
      const read = boxes.map((b) => b.width);
      if (read.some((w) => w === 0)) return null; // not laid out yet
      // Every state of an address's badge gets the footprint of the widest: a page that hit-tests
      // badge sizes learns nothing about verdicts. (A person's badge is not a verdict.)
      const widest = (from: number) =>
        Math.ceil(Math.max(...states.map((s, i) => (s === 'person' ? 0 : read[from + i]!))));
      const full = widest(0);
      const compact = widest(states.length);
      layer.style.setProperty('--badge-w', `${full}px`);
      layer.style.setProperty('--badge-cw', `${compact}px`);
      const of = (from: number, w: number) =>
        Object.fromEntries(states.map((s, i) => [s, s === 'person' ? read[from + i]! : w]));
      widths = {
        full: of(0, full),
        compact: of(states.length, compact),
        height: boxes[0]!.height,
      } as BadgeWidths;
      return widths;
    },
    has: (id) => badges.has(id),
    render(views, card) {
      if (widths && samples) {
        samples.remove();
        samples = null;
      }
      const drawn = new Set<number>();
      for (const b of views) {
        const { target } = b;
        drawn.add(target.id);
        let el = badges.get(target.id);
        if (!el) {
          el = h('button', {
            type: 'button',
            class: 'badge',
            'data-ms-target': target.id,
            onclick: (e: Event) => actions.activate(target, e),
            onmouseenter: (e: Event) => actions.hover(target, e),
            onfocus: (e: Event) => actions.hover(target, e),
            onmouseleave: () => actions.hover(null),
          });
          layer.append(el);
          badges.set(target.id, el);
          seen.watch(el);
        }
        if (el.dataset.state !== b.state) {
          badgeContent(el, b.state);
          el.setAttribute(
            'aria-label',
            `${target.address ?? fullName(target.person!.firstName, target.person!.lastName)}: ${STATE_LOOK[b.state].word}`,
          );
        }
        // A person read from weaker evidence (a list, a heading) is shown quietly.
        el.classList.toggle('quiet', (target.person?.confidence ?? 1) < 0.6);
        if (el.classList.contains('compact') !== b.compact) el.classList.toggle('compact', b.compact);
        if (el.classList.contains('dot') !== b.dot) el.classList.toggle('dot', b.dot);
        const transform = `translate(${Math.round(b.x)}px, ${Math.round(b.y)}px)`;
        if (el.style.transform !== transform) el.style.transform = transform;
      }
      for (const [id, el] of badges) {
        if (!drawn.has(id)) {
          el.remove();
          badges.delete(id);
          seen.forget(el);
        }
      }
      if (card !== lastCard) {
        // The same card drawn again (a Find's answer, an error) keeps what was typed into it, and the
        // keyboard's place: the field that had it, else the first field.
        const same = cardEl && card?.target === lastCard?.target && card?.address === lastCard?.address;
        const typed = same ? [...cardEl!.querySelectorAll('input')].map((i) => [i.id, i.value] as const) : [];
        const active = (layer.getRootNode() as Document | ShadowRoot).activeElement;
        const focused = same && cardEl!.contains(active) ? (active!.id ? `#${active!.id}` : 'input') : null;
        if (cardEl) {
          for (const b of cardEl.querySelectorAll('[data-spend]')) seen.forget(b);
          cardEl.remove();
        }
        if (!card) copies.clear();
        cardEl = card ? cardElement(card, actions, memory) : null;
        if (cardEl) {
          for (const [id, value] of typed) {
            const input = cardEl.querySelector<HTMLInputElement>(`input#${id}`);
            if (input) input.value = value;
          }
          layer.append(cardEl);
          if (focused) cardEl.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
          keepInView(cardEl, card!);
          for (const b of cardEl.querySelectorAll('[data-spend]')) seen.watch(b);
          if (card!.focus) {
            const first =
              cardEl.querySelector<HTMLElement>('input') ??
              cardEl.querySelector<HTMLElement>('button:not(.close)') ??
              cardEl.querySelector<HTMLElement>('button');
            first?.focus({ preventScroll: true });
          }
        }
        lastCard = card;
      }
    },
  };
}
