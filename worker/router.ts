/**
 * The worker's message router: the sender rule first (our extension pages → UI requests, our content
 * scripts → page requests, anyone else refused), then the size (without parsing) and the shape
 * (zod), then the handler for that request type. Anything else gets a "rejected" reply and does
 * nothing.
 */
import { browser } from 'wxt/browser';
import type { z } from 'zod';
import type { Reply, ReplyError } from '../core/reply';
import { MAX_PAGE_MESSAGE, PageRequestSchema, type PageReplies } from '../messaging/page-to-worker';
import { isExtensionPage, isOurContentScript, type Sender } from '../messaging/senders';
import {
  MAX_BATCH_MESSAGE,
  MAX_UI_MESSAGE,
  UiRequestSchema,
  type UiReplies,
} from '../messaging/ui-to-worker';
import { pageHandlers } from './page-handlers';
import { uiHandlers } from './ui-handlers';
import { toReplyError } from './verify/client';

export type RouterReply = Reply<UiReplies[keyof UiReplies] | PageReplies[keyof PageReplies]>;

const rejected = (message: string, action = 'Nothing to do.', field?: string): Reply<never> => ({
  ok: false,
  error: { kind: 'rejected', message, action, ...(field ? { field } : {}) } satisfies ReplyError,
});

/** A request whose shape is wrong, said in terms of the field a person typed into when it is one. */
function malformed(error: z.ZodError): Reply<never> {
  const issue = error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : undefined;
  if (issue?.code === 'too_big' && field && typeof issue.maximum === 'number') {
    return rejected(
      `Too long: at most ${issue.maximum.toLocaleString('en-US')} ${issue.origin === 'array' ? 'entries' : 'characters'}.`,
      'Shorten it and try again.',
      field,
    );
  }
  return rejected('Malformed message.', 'Nothing to do.', field);
}

/** Size first (without parsing), then shape: the parsed request, or the rejection to send back. */
function admit<S extends z.ZodType>(
  message: unknown,
  maxSize: number,
  schema: S,
): { request: z.output<S> } | Reply<never> {
  let size: number;
  try {
    size = JSON.stringify(message)?.length ?? 0;
  } catch {
    return rejected('Unreadable message.');
  }
  if (size > maxSize) return rejected('Message too large.');
  const parsed = schema.safeParse(message);
  return parsed.success ? { request: parsed.data } : malformed(parsed.error);
}

/** Runs a handler; whatever it throws becomes a reply error (never with the key in it). */
async function run<T>(work: () => Promise<T>): Promise<Reply<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (e) {
    return { ok: false, error: toReplyError(e) };
  }
}

export async function routeMessage(message: unknown, sender: Sender): Promise<RouterReply> {
  const origin = browser.runtime.getURL('/');
  if (isOurContentScript(sender, browser.runtime.id, origin)) {
    const admitted = admit(message, MAX_PAGE_MESSAGE, PageRequestSchema);
    if ('ok' in admitted) return admitted;
    const { request } = admitted;
    const handler = pageHandlers[request.type] as (r: typeof request, s: Sender) => Promise<unknown>;
    return run(() => handler(request, sender)) as Promise<RouterReply>;
  }
  if (!isExtensionPage(sender, browser.runtime.id, origin)) return rejected('Unknown sender.');
  const isBatch = (message as { type?: unknown } | null)?.type === 'batchCreate';
  const admitted = admit(message, isBatch ? MAX_BATCH_MESSAGE : MAX_UI_MESSAGE, UiRequestSchema);
  if ('ok' in admitted) return admitted;
  const { request } = admitted;
  const handler = uiHandlers[request.type] as (r: typeof request) => Promise<unknown>;
  return run(() => handler(request)) as Promise<RouterReply>;
}
