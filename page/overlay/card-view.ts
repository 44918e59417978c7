/** The card's content: a verdict with its flags and actions, or a person with Find. */
import { age } from '../../core/format';
import type { Verdict } from '../../core/verdict';
import { describeState, flagChips } from '../../core/verdict-look';
import { copyButton, type CopyMemory } from './copy-button';
import { h } from './dom';
import type { CardView, OverlayActions } from './types';
import { fullName } from '../../core/names';

const save = (actions: OverlayActions) => h('button', { type: 'button', onclick: actions.save }, 'Save lead');

/**
 * A button that spends a credit: watched for visibility (seen.ts), and moved to the card's random
 * confirmation spot when a click on it could not be confirmed as seen.
 */
function spend(card: CardView, attrs: Record<string, unknown>, label: string): HTMLElement {
  const el = h('button', { type: 'button', ...attrs, 'data-spend': '' }, label);
  if (card.confirmAt !== undefined) {
    el.setAttribute('data-confirm', '');
    el.style.marginLeft = `${card.confirmAt}px`;
  }
  return el;
}

function verdictDetails(v: Verdict, card: CardView, actions: OverlayActions, memory: CopyMemory): Node[] {
  const { label, icon } = describeState(v);
  const nodes: Node[] = [
    h('strong', { class: 'state' }, `${icon} ${label}`),
    h('p', { class: 'addr' }, v.address),
    h(
      'ul',
      { 'aria-label': 'Flags' },
      ...flagChips(v).map((chip) => h('li', { 'data-tone': chip.tone }, chip.text)),
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
        spend(card, { onclick: (e: Event) => actions.verifyAddress(s, e) }, 'Verify it'),
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
        spend(
          card,
          {
            // Checking again costs a credit: a quiet button, not the card's main one.
            class: v.source === 'local' ? 'primary' : '',
            disabled: card.busy,
            onclick: (e: Event) => actions.recheck(target, e),
          },
          v.source === 'local' ? 'Verify' : 'Re-check · 1 credit',
        ),
      copyButton(v.address, memory),
      save(actions),
      // An address that does not work, shown with a person: look for the one that does.
      v.state === 'invalid' &&
        v.source === 'service' &&
        card.person?.person &&
        h(
          'button',
          { type: 'button', onclick: () => actions.findPerson(card.person!) },
          `Find ${card.person.person.firstName}’s right address`,
        ),
    ),
  );
  return nodes;
}

/** Where a person was read from: the evidence the card shows. */
const EVIDENCE: Record<string, string> = {
  jsonld: 'the page’s structured data',
  microdata: 'the page’s structured data',
  hcard: 'a contact card',
  meta: 'the page’s profile tags',
  citation: 'the paper’s list of authors',
  table: 'a table row',
  record: 'the record’s fields',
  profile: 'the page’s heading',
  byline: 'a byline',
  sender: 'a sender line',
  card: 'a card that names them',
  portrait: 'a portrait and the job beside the name',
  list: 'a list of people',
  ranked: 'a numbered list of people',
  labelled: 'a list of names under a label',
  speaker: 'the page’s speakers and guests',
};

function personDetails(card: CardView, actions: OverlayActions, memory: CopyMemory): Node {
  const target = card.target!;
  const p = target.person!;
  const d = card.discovery;
  const form = h(
    'form',
    {},
    h('strong', { class: 'state' }, fullName(p.firstName, p.lastName)),
    p.company && h('p', { class: 'meta' }, p.company),
    h(
      'p',
      { class: 'meta' },
      `Read from ${EVIDENCE[p.source] ?? 'the page'}${p.confidence < 0.6 ? ': check the name before you spend a credit' : ''}`,
    ),
  );
  if (d) {
    const email = d.email;
    form.append(h('p', { class: 'addr' }, email ?? 'No address found'), h('p', {}, d.message));
    if (email) {
      // A verified or catch-all find is already the address's verdict (kept by the worker): nothing
      // to verify again. Otherwise one click verifies it.
      const known = d.certified === 'verified' || d.certified === 'catch_all';
      form.append(
        h(
          'div',
          { class: 'actions' },
          !known &&
            spend(
              card,
              { class: 'primary', onclick: (e: Event) => actions.verifyAddress(email, e) },
              'Verify it · 1 credit',
            ),
          copyButton(email, memory, known),
          save(actions),
        ),
      );
    }
    return form;
  }
  // Their own address is on the page (a sender line, a staff card): verify that one, no search needed.
  const own = p.address;
  if (own)
    form.append(
      h('p', { class: 'addr' }, own),
      h('p', {}, 'Their address on this page.'),
      h(
        'div',
        { class: 'actions' },
        spend(
          card,
          { class: 'primary', onclick: (e: Event) => actions.verifyAddress(own, e) },
          'Verify it · 1 credit',
        ),
        copyButton(own, memory),
      ),
    );
  const input = h('input', { id: 'ms-domain', name: 'domain', type: 'text', placeholder: 'acme.com' });
  input.value = p.domain ?? card.domainGuess;
  // Addresses are made from a name in Latin letters: a name in another script ("松村 太郎") asks for it.
  const latin =
    !/\p{sc=Latin}/u.test(p.firstName + p.lastName) &&
    h('input', {
      id: 'ms-latin',
      name: 'latin',
      type: 'text',
      required: true,
      placeholder: 'Taro Matsumura',
    });
  if (latin) form.append(h('label', { for: 'ms-latin' }, 'Their name in Latin letters'), latin);
  form.append(
    h('label', { for: 'ms-domain' }, 'Company domain'),
    input,
    h(
      'div',
      { class: 'actions' },
      spend(
        card,
        { type: 'submit', class: own ? '' : 'primary', disabled: card.busy },
        card.busy ? 'Finding…' : own ? 'Find another' : 'Find email',
      ),
      save(actions),
    ),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    actions.find(target, input.value, e, latin ? latin.value : undefined);
  });
  return form;
}

export function cardElement(card: CardView, actions: OverlayActions, memory: CopyMemory): HTMLElement {
  const el = h(
    'div',
    {
      class: 'card',
      role: 'dialog',
      'aria-label': 'MailScout',
      onmouseenter: () => actions.keepCard(),
      onmouseleave: () => actions.hover(null),
    },
    h(
      'button',
      { type: 'button', class: 'close', 'aria-label': 'Close', onclick: () => actions.closeCard() },
      '×',
    ),
    card.note && h('p', {}, card.note),
    card.error && h('p', {}, h('strong', {}, card.error.message), ` ${card.error.action}`),
  );
  el.style.transform = `translate(${Math.round(card.x)}px, ${Math.round(card.y)}px)`;
  if (card.target?.kind === 'person') el.append(personDetails(card, actions, memory));
  else if (card.verdict) el.append(...verdictDetails(card.verdict, card, actions, memory));
  else if (card.address) el.append(h('p', { class: 'addr' }, card.address));
  return el;
}
