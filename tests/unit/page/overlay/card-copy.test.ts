// @vitest-environment happy-dom
/**
 * The card's Copy keeps what it said across the card's redraws: a verdict that arrives after the click
 * (or while the copy is still being made) redraws the card, and "Copied" must not turn back into
 * "Copy". A closed card forgets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardView, OverlayActions } from '../../../../page/overlay/types';
import type { Verdict } from '../../../../core/verdict';
import { serviceVerdict } from '../../../support/verdicts';

let finish: (ok: boolean) => void = () => undefined;
vi.mock('../../../../page/overlay/clipboard', () => ({
  copyText: () => new Promise<boolean>((resolve) => (finish = resolve)),
}));
const { createOverlayView } = await import('../../../../page/overlay/view');

const seen = { sure: true, watch: () => undefined, forget: () => undefined, seen: () => true };
const actions = new Proxy({}, { get: () => () => undefined }) as OverlayActions;

function card(address: string, verdict: Verdict | null = null): CardView {
  return {
    x: 0,
    y: 0,
    target: null,
    address,
    verdict,
    error: null,
    discovery: null,
    note: null,
    busy: false,
    domainGuess: '',
  };
}

const valid = (address: string): Verdict => serviceVerdict(address);

function setUp() {
  const layer = document.createElement('div');
  document.body.append(layer);
  const view = createOverlayView(layer, actions, seen);
  const copyButton = () => layer.querySelector<HTMLButtonElement>('.card [data-copy]');
  return { view, copyButton };
}

/** Lets the copy's promise and what follows it run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => document.body.replaceChildren());

describe("the card's Copy across redraws", () => {
  it('keeps "Copied" when the verdict redraws the card after the copy', async () => {
    const { view, copyButton } = setUp();
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    copyButton()!.click();
    finish(true);
    await settle();
    expect(copyButton()!.textContent).toBe('Copied');
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    expect(copyButton()!.textContent).toBe('Copied');
  });

  it('shows a copy that finishes after a redraw on the card drawn now', async () => {
    const { view, copyButton } = setUp();
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    copyButton()!.click();
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    finish(false);
    await settle();
    const button = copyButton()!;
    expect(button.textContent).toBe('Not copied');
    expect(button.getAttribute('aria-label')).toMatch(/Select the address above and copy it/);
  });

  it('says Copy again for another address, and after the card closes', async () => {
    const { view, copyButton } = setUp();
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    copyButton()!.click();
    finish(true);
    await settle();
    view.render([], card('john@acme.com', valid('john@acme.com')));
    expect(copyButton()!.textContent).toBe('Copy');
    view.render([], null);
    view.render([], card('jane@acme.com', valid('jane@acme.com')));
    expect(copyButton()!.textContent).toBe('Copy');
    expect(copyButton()!.hasAttribute('aria-label')).toBe(false);
  });
});
