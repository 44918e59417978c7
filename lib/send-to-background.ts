/**
 * The UI side of the message contract, kept apart from the zod schemas so the popup does not bundle
 * them: only the background parses messages.
 */
import { browser } from 'wxt/browser';
import type { Reply, UiReplies, UiRequest } from './messages';

/** Sends a request to the background; a background that cannot answer becomes an error reply. */
export async function sendToBackground<T extends keyof UiReplies>(
  request: Extract<UiRequest, { type: T }>,
): Promise<Reply<UiReplies[T]>> {
  try {
    const reply = (await browser.runtime.sendMessage(request)) as Reply<UiReplies[T]> | undefined;
    if (reply && typeof reply === 'object' && 'ok' in reply) return reply;
  } catch {
    // fall through
  }
  return {
    ok: false,
    error: {
      kind: 'internal',
      message: 'MailScout’s background did not answer.',
      action: 'Try again; if it keeps happening, reload the extension.',
    },
  };
}
