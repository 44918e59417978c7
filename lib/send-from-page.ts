/** The content script's side of the page message contract (no zod here: the background parses). */
import { browser } from 'wxt/browser';
import type { PageReplies, PageRequest, Reply } from './messages';

export async function sendFromPage<T extends keyof PageReplies>(
  request: Extract<PageRequest, { type: T }>,
): Promise<Reply<PageReplies[T]>> {
  try {
    const reply = (await browser.runtime.sendMessage(request)) as Reply<PageReplies[T]> | undefined;
    if (reply && typeof reply === 'object' && 'ok' in reply) return reply;
  } catch {
    // The extension was reloaded or the worker is unreachable.
  }
  return {
    ok: false,
    error: {
      kind: 'internal',
      message: 'MailScout is not answering on this page.',
      action: 'Reload the page.',
    },
  };
}
