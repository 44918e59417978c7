/**
 * The senders' side of the message contract (the popup and options, and the content script), kept
 * apart from the zod schemas so neither bundles them: only the background parses messages.
 */
import { browser } from 'wxt/browser';
import type { PageReplies, PageRequest, Reply, ReplyError, UiReplies, UiRequest } from './contract';

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

export function sendFromPage<T extends keyof PageReplies>(
  request: Extract<PageRequest, { type: T }>,
): Promise<Reply<PageReplies[T]>> {
  return send(request, {
    kind: 'internal',
    message: 'MailScout is not answering on this page.',
    action: 'Reload the page.',
  });
}
