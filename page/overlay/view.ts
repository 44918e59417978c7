/**
 * The in-page overlay's view: badges and one card, drawn with plain DOM calls (text only, never markup
 * from strings). Not Preact: the content script loads on every page, and this keeps it small.
 * Badges are keyed by target, so a frame only touches what changed.
 */
import { STATE_LOOK } from '../../core/verdict-look';
import { cardElement } from './card-view';
import { h } from './dom';
import type { BadgeState, BadgeWidths, CardView, OverlayActions, OverlayView } from './types';

export type { BadgeState, BadgeView, BadgeWidths, CardView, OverlayActions, OverlayView } from './types';

function badgeContent(el: HTMLElement, state: BadgeState): void {
  const { icon, word: label } = STATE_LOOK[state];
  el.dataset.state = state;
  el.replaceChildren(h('span', { 'aria-hidden': 'true' }, icon), h('span', { class: 'label' }, label));
}

/** The overlay's view: badges keyed by target and one card, in `layer`. */
export function createOverlayView(layer: HTMLElement, actions: OverlayActions): OverlayView {
  const badges = new Map<number, HTMLButtonElement>();
  let cardEl: HTMLElement | null = null;
  let lastCard: CardView | null = null;
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
      const of = (from: number) => Object.fromEntries(states.map((s, i) => [s, read[from + i]!]));
      widths = { full: of(0), compact: of(states.length), height: boxes[0]!.height } as BadgeWidths;
      return widths;
    },
    render(views, card) {
      if (widths && samples) {
        samples.remove();
        samples = null;
      }
      const seen = new Set<number>();
      for (const b of views) {
        const { target } = b;
        seen.add(target.id);
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
        }
        if (el.dataset.state !== b.state) {
          badgeContent(el, b.state);
          el.setAttribute(
            'aria-label',
            `${target.address ?? `${target.person!.firstName} ${target.person!.lastName}`}: ${STATE_LOOK[b.state].word}`,
          );
        }
        if (el.classList.contains('compact') !== b.compact) el.classList.toggle('compact', b.compact);
        const transform = `translate(${Math.round(b.x)}px, ${Math.round(b.y)}px)`;
        if (el.style.transform !== transform) el.style.transform = transform;
      }
      for (const [id, el] of badges) {
        if (!seen.has(id)) {
          el.remove();
          badges.delete(id);
        }
      }
      if (card !== lastCard) {
        cardEl?.remove();
        cardEl = card ? cardElement(card, actions) : null;
        if (cardEl) layer.append(cardEl);
        lastCard = card;
      }
    },
  };
}
