/**
 * The card's Copy button, and what it said (kept by the view across the card's redraws, so "Copied"
 * stays until the card closes).
 */
import { copyText } from './clipboard';
import { h } from './dom';

/**
 * What the card's Copy buttons said: kept by the view across the card's redraws (a verdict arriving
 * redraws it), so "Copied" stays until the card closes.
 */
export interface CopyMemory {
  /** Whether `text` was copied (true), refused (false), or not tried (undefined). */
  outcome(text: string): boolean | undefined;
  done(text: string, ok: boolean): void;
}

const NOT_COPIED = 'Not copied: this page allows no copying. Select the address above and copy it';

/** Shows a copy's outcome on its button: "Copied", or "Not copied" with what to do next. */
export function showCopied(button: Element, ok: boolean): void {
  button.textContent = ok ? 'Copied' : 'Not copied';
  // What to do next, for the pointer's tooltip and the screen reader alike.
  for (const attr of ['title', 'aria-label'])
    if (ok) button.removeAttribute(attr);
    else button.setAttribute(attr, NOT_COPIED);
}

/** A Copy button for `text`: copies, then says so (through `memory`, which redraws outlive). */
export function copyButton(text: string, memory: CopyMemory, primary = false): HTMLElement {
  const el = h(
    'button',
    {
      type: 'button',
      class: primary ? 'primary' : '',
      'data-copy': text,
      onclick: () => void copyText(text).then((ok) => memory.done(text, ok)),
    },
    'Copy',
  );
  const ok = memory.outcome(text);
  if (ok !== undefined) showCopied(el, ok);
  return el;
}
