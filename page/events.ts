/**
 * What the worker and the popup send to this page, checked on arrival (page-guards.ts): a fresh
 * verdict, a right-click result, and the popup's request for a summary of the page.
 */
import { browser } from 'wxt/browser';
import { fromOurExtension, isCollectRequest, parseWorkerEvent } from '../messaging/page-guards';
import type { PageSummary } from '../messaging/ui-to-page';
import type { Cards } from './features/cards';
import { showMenuResult } from './features/menu-result';
import type { AddressBook } from './targets/addresses';

export function listenForEvents(
  signal: AbortSignal,
  parts: {
    addresses: AddressBook;
    cards: Cards;
    /** Scans the whole page and sums it up. */
    summary: () => Promise<PageSummary>;
  },
): void {
  // The answer goes through `sendResponse` (and `true` keeps the channel open): the content script has
  // the browser's own API, where Chrome ignores a returned promise (page/native-browser.ts).
  const listener = (
    message: unknown,
    sender: { id?: string; tab?: unknown },
    sendResponse: (answer: unknown) => void,
  ): true | undefined => {
    if (!fromOurExtension(sender, browser.runtime.id)) return undefined;
    if (isCollectRequest(message)) {
      void parts.summary().then(sendResponse);
      return true;
    }
    const event = parseWorkerEvent(message);
    // Only the frame the user is in answers (a field's selection included); the others stay silent.
    if (event?.type === 'selection' && document.hasFocus()) {
      const el = document.activeElement as HTMLInputElement | null;
      sendResponse(el?.value?.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0) || String(getSelection()));
      return true;
    }
    if (event?.type === 'verdict') parts.addresses.broadcastVerdict(event.verdict, event.requestId);
    if (event?.type === 'showResult' && (!event.focused || document.hasFocus()))
      showMenuResult(event, parts.cards, parts.addresses);
    if (event?.type === 'saveCard') parts.cards.save();
    return undefined;
  };
  browser.runtime.onMessage.addListener(listener);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(listener), { once: true });
}
