// @vitest-environment happy-dom
/**
 * A card drawn again for the same person (Find's answer, an error such as "Type their first and last
 * name in Latin letters.") keeps what was typed into it and the keyboard's place; another card starts
 * empty.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FoundPerson } from '../../../../page/scan/people';
import type { CardView, OverlayActions } from '../../../../page/overlay/types';
import type { Target } from '../../../../page/targets/targets';

const { createOverlayView } = await import('../../../../page/overlay/view');

const seen = { sure: true, watch: () => undefined, forget: () => undefined, seen: () => true };
const actions = new Proxy({}, { get: () => () => undefined }) as OverlayActions;

function personTarget(firstName: string, lastName: string): Target {
  const anchor = document.createElement('span');
  document.body.append(anchor);
  const person = {
    firstName,
    lastName,
    company: 'CNET Japan',
    source: 'byline',
    confidence: 0.9,
  } as FoundPerson;
  return { id: Math.random(), kind: 'person', address: null, person, anchor, text: null, obfuscated: false };
}

const card = (target: Target, more: Partial<CardView> = {}): CardView => ({
  x: 0,
  y: 0,
  target,
  address: null,
  verdict: null,
  error: null,
  discovery: null,
  note: null,
  busy: false,
  domainGuess: 'cnetjapan.com',
  ...more,
});

function setUp() {
  const layer = document.createElement('div');
  document.body.append(layer);
  const view = createOverlayView(layer, actions, seen);
  const field = (id: string) => layer.querySelector<HTMLInputElement>(`input#${id}`);
  return { view, field };
}

afterEach(() => document.body.replaceChildren());

describe('what is typed into a card', () => {
  it('stays when the same card is drawn again with an error, and so does the focus', () => {
    const { view, field } = setUp();
    const target = personTarget('太郎', '松村');
    view.render([], card(target));
    field('ms-latin')!.value = 'Matsumura';
    field('ms-domain')!.value = 'piedpiper.com';
    field('ms-domain')!.focus();
    view.render([], card(target, { busy: true }));
    view.render(
      [],
      card(target, {
        error: { kind: 'input', message: 'Type their first and last name in Latin letters.', action: '' },
      }),
    );
    expect(field('ms-latin')!.value).toBe('Matsumura');
    expect(field('ms-domain')!.value).toBe('piedpiper.com');
    expect(document.activeElement).toBe(field('ms-domain'));
  });

  it('does not follow the user to another person’s card', () => {
    const { view, field } = setUp();
    view.render([], card(personTarget('太郎', '松村')));
    field('ms-domain')!.value = 'piedpiper.com';
    view.render([], card(personTarget('花子', '山田')));
    expect(field('ms-domain')!.value).toBe('cnetjapan.com');
    expect(field('ms-latin')!.value).toBe('');
  });
});
