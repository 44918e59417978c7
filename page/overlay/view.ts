/**
 * The in-page overlay's view: badges and one card, drawn with plain DOM calls (text only, never markup
 * from strings). Not Preact: the content script loads on every page, and this keeps it small.
 * Badges are keyed by target, so a frame only touches what changed.
 */
import type { DiscoverValue, ReplyError } from '../../messaging/contract';
import type { Target } from '../targets/targets';
import { describeState, type Verdict } from '../../core/verdict';
import { age } from '../../core/format';

export type BadgeState =
  'local' | 'checking' | 'valid' | 'invalid' | 'risky' | 'unknown' | 'error' | 'person';

export interface BadgeView {
  target: Target;
  state: BadgeState;
  /** The icon alone (its words in its accessible name and card): where words would cover the page's. */
  compact: boolean;
  x: number;
  y: number;
}

/** Each state's badge width with its words and with its icon alone, in CSS pixels. */
export interface BadgeWidths {
  full: Record<BadgeState, number>;
  compact: Record<BadgeState, number>;
}

export interface OverlayView {
  /** Draws badges and the card, touching only what changed since the last call. */
  render(badges: BadgeView[], card: CardView | null): void;
  /**
   * The badges' widths, read from samples laid out with the page's first frame (so reading them
   * costs no layout), or null before that.
   */
  widths(): BadgeWidths | null;
}

export interface CardView {
  x: number;
  y: number;
  target: Target | null;
  /** The address the card is about; its verdict may still be on its way. */
  address: string | null;
  verdict: Verdict | null;
  error: ReplyError | null;
  discovery: DiscoverValue | null;
  note: string | null;
  busy: boolean;
  domainGuess: string;
}

export interface OverlayActions {
  activate(target: Target, e: Event): void;
  hover(target: Target | null, e?: Event): void;
  recheck(target: Target, e: Event): void;
  verifyAddress(address: string, e: Event): void;
  find(target: Target, domain: string, e: Event): void;
  closeCard(): void;
  keepCard(): void;
}

/** An icon and short words for each badge (the card says more), never colour alone. */
const BADGE_TEXT: Record<BadgeState, { label: string; icon: string }> = {
  local: { label: 'Unverified', icon: '○' },
  checking: { label: 'Checking', icon: '…' },
  valid: { label: 'Valid', icon: '✓' },
  invalid: { label: 'Invalid', icon: '✕' },
  risky: { label: 'Risky', icon: '!' },
  unknown: { label: 'Unknown', icon: '?' },
  error: { label: 'Error', icon: '⚠' },
  person: { label: 'Find email', icon: '✉' },
};

type Child = Node | string | null | false | undefined;
type Props = Record<string, string | number | boolean | EventListener | null | undefined>;

/** createElement with attributes, listeners (`onclick`…) and text or element children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

const FLAGS: [keyof Verdict['flags'], string][] = [
  ['role', 'Role address'],
  ['disposable', 'Disposable'],
  ['catchAll', 'Catch-all'],
  ['free', 'Free provider'],
  ['unknown', 'Unknown'],
];

const copy = (text: string) => () => void navigator.clipboard.writeText(text);

function verdictDetails(v: Verdict, card: CardView, actions: OverlayActions): Node[] {
  const { label, icon } = describeState(v);
  const nodes: Node[] = [
    h('strong', { class: 'state' }, `${icon} ${label}`),
    h('p', { class: 'addr' }, v.address),
    h(
      'ul',
      { 'aria-label': 'Flags' },
      h('li', {}, v.flags.syntaxValid ? 'Syntax OK' : 'Bad syntax'),
      ...FLAGS.filter(([k]) => v.flags[k]).map(([, t]) => h('li', {}, t)),
    ),
  ];
  if (v.message) nodes.push(h('p', {}, v.message));
  if (v.suggestion) {
    const s = v.suggestion;
    nodes.push(
      h(
        'p',
        {},
        'Did you mean ',
        h('strong', {}, s),
        '? ',
        h('button', { type: 'button', onclick: (e: Event) => actions.verifyAddress(s, e) }, 'Verify it'),
      ),
    );
  }
  nodes.push(
    h(
      'p',
      { class: 'meta' },
      `${v.source === 'local' ? 'Free local checks' : 'Verified'} ${age(v.checkedAt)}`,
    ),
  );
  const target = card.target;
  nodes.push(
    h(
      'div',
      { class: 'actions' },
      target &&
        v.flags.syntaxValid &&
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            disabled: card.busy,
            onclick: (e: Event) => actions.recheck(target, e),
          },
          v.source === 'local' ? 'Verify' : 'Re-check',
        ),
      h('button', { type: 'button', onclick: copy(v.address) }, 'Copy'),
    ),
  );
  return nodes;
}

function personDetails(card: CardView, actions: OverlayActions): Node {
  const target = card.target!;
  const p = target.person!;
  const d = card.discovery;
  const form = h(
    'form',
    {},
    h('strong', { class: 'state' }, `${p.firstName} ${p.lastName}`),
    p.company && h('p', { class: 'meta' }, p.company),
  );
  if (d) {
    const email = d.email;
    form.append(h('p', { class: 'addr' }, email ?? 'No address found'), h('p', {}, d.message));
    if (email) {
      form.append(
        h(
          'div',
          { class: 'actions' },
          h(
            'button',
            { type: 'button', class: 'primary', onclick: (e: Event) => actions.verifyAddress(email, e) },
            d.certified === 'verified' ? 'Verify again' : 'Verify it',
          ),
          h('button', { type: 'button', onclick: copy(email) }, 'Copy'),
        ),
      );
    }
    return form;
  }
  const input = h('input', { id: 'ms-domain', name: 'domain', type: 'text', placeholder: 'acme.com' });
  input.value = p.domain ?? card.domainGuess;
  form.append(
    h('label', { for: 'ms-domain' }, 'Company domain'),
    input,
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        { type: 'submit', class: 'primary', disabled: card.busy },
        card.busy ? 'Finding…' : 'Find email',
      ),
    ),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    actions.find(target, input.value, e);
  });
  return form;
}

function cardElement(card: CardView, actions: OverlayActions): HTMLElement {
  const el = h(
    'div',
    {
      class: 'card',
      role: 'dialog',
      'aria-label': 'MailScout',
      onmouseenter: () => actions.keepCard(),
      onmouseleave: () => actions.hover(null),
      onkeydown: (e: Event) => (e as KeyboardEvent).key === 'Escape' && actions.closeCard(),
    },
    card.note && h('p', {}, card.note),
    card.error && h('p', {}, h('strong', {}, card.error.message), ` ${card.error.action}`),
  );
  el.style.transform = `translate(${Math.round(card.x)}px, ${Math.round(card.y)}px)`;
  if (card.target?.kind === 'person') el.append(personDetails(card, actions));
  else if (card.verdict) el.append(...verdictDetails(card.verdict, card, actions));
  else if (card.address) el.append(h('p', { class: 'addr' }, card.address));
  return el;
}

function badgeContent(el: HTMLElement, state: BadgeState): void {
  const { icon, label } = BADGE_TEXT[state];
  el.dataset.state = state;
  el.replaceChildren(h('span', { 'aria-hidden': 'true' }, icon), h('span', { class: 'label' }, label));
}

/** The overlay's view: badges keyed by target and one card, in `layer`. */
export function createOverlayView(layer: HTMLElement, actions: OverlayActions): OverlayView {
  const badges = new Map<number, HTMLButtonElement>();
  let cardEl: HTMLElement | null = null;
  let lastCard: CardView | null = null;
  const states = Object.keys(BADGE_TEXT) as BadgeState[];
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
      const read = [...samples.children].map((el) => el.getBoundingClientRect().width);
      if (read.some((w) => w === 0)) return null; // not laid out yet
      const of = (from: number) => Object.fromEntries(states.map((s, i) => [s, read[from + i]!]));
      widths = { full: of(0), compact: of(states.length) } as BadgeWidths;
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
            `${target.address ?? `${target.person!.firstName} ${target.person!.lastName}`}: ${BADGE_TEXT[b.state].label}`,
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
