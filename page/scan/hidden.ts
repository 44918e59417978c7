/**
 * Whether an element is hidden from a reader by its own markup, read without styles (the scan makes
 * no style or layout reads): the attribute, an inline style, a framework's class.
 */
export const HIDDEN_STYLE = /display:\s*none|visibility:\s*hidden/i;
const HIDDEN_CLASS = /(?:^|\s)(?:hidden|d-none|hide|sr-only|visually-hidden)(?:\s|$)/;

export const hiddenByMarkup = (el: Element): boolean =>
  el.hasAttribute('hidden') ||
  HIDDEN_STYLE.test(el.getAttribute('style') ?? '') ||
  HIDDEN_CLASS.test(el.getAttribute('class') ?? '');
