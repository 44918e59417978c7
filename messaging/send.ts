/**
 * The senders' side of the contract, one typed helper per direction, kept apart from the zod schemas
 * so that neither the popup's nor the content script's bundle needs them to send: the receiver parses.
 */
import { browser } from 'wxt/browser';
import type { Reply, ReplyError } from '../core/reply';
import { isPageSummary } from './page-guards';
import type { PageReplies, PageRequest } from './page-to-worker';
import type { CollectRequest, PageSummary } from './ui-to-page';
import type { UiReplies, UiRequest } from './ui-to-worker';
import type { WorkerEvent } from './worker-to-page';

/** Sends a message to the background; a background that cannot answer becomes `unanswered`. */
async function send<R>(request: unknown, unanswered: ReplyError): Promise<Reply<R>> {
  try {
    const reply = (await browser.runtime.sendMessage(request)) as Reply<R> | undefined;
    if (reply && typeof reply === 'object' && 'ok' in reply) return reply;
  } catch {
    // The worker is unreachable or the extension was reloaded.
  }
  return { ok: false, error: unanswered };
}

/** UI → worker. */
export function sendToBackground<T extends keyof UiReplies>(
  request: Extract<UiRequest, { type: T }>,
): Promise<Reply<UiReplies[T]>> {
  return send(request, {
    kind: 'internal',
    message: 'MailScout’s background stopped before it answered.',
    action:
      'Try again. If a check was under way, the service may have counted it; if this keeps happening, reload the extension.',
  });
}

/** Page → worker. */
export function sendFromPage<T extends keyof PageReplies>(
  request: Extract<PageRequest, { type: T }>,
): Promise<Reply<PageReplies[T]>> {
  return send(request, {
    kind: 'internal',
    message: 'MailScout is not answering on this page.',
    action: 'Reload the page.',
  });
}

/** Worker → page: to every frame of a tab, or one frame; a tab without our content script is skipped. */
export async function sendToPage(tabId: number, event: WorkerEvent, frameId?: number): Promise<void> {
  await browser.tabs.sendMessage(tabId, event, frameId === undefined ? undefined : { frameId });
}

/** UI → page: what the content script of a tab found, checked; null when the tab cannot answer. */
export async function collectFromTab(tabId: number): Promise<PageSummary | null> {
  try {
    const answer: unknown = await browser.tabs.sendMessage(tabId, {
      type: 'collect',
    } satisfies CollectRequest);
    return isPageSummary(answer) ? answer : null;
  } catch {
    return null;
  }
}
