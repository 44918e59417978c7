/**
 * The background's message router: checks the sender, the size and the shape of every message,
 * then dispatches. Anything else gets a "rejected" reply and does nothing.
 */
import { browser } from 'wxt/browser';
import { clearCache } from './cache';
import { discover, hasServicePermission, testConnection, toReplyError, verify } from './lookups';
import { MAX_UI_MESSAGE, UiRequestSchema, isExtensionPage, type Reply, type ReplyError } from './messages';
import { getApiKey, getSettings, keyProblem, normalizeServiceUrl } from './storage';

const rejected = (message: string): Reply<never> => ({
  ok: false,
  error: { kind: 'rejected', message, action: 'Nothing to do.' } satisfies ReplyError,
});

export async function routeMessage(
  message: unknown,
  sender: { id?: string; url?: string },
): Promise<Reply<unknown>> {
  if (!isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/')))
    return rejected('Unknown sender.');
  let size: number;
  try {
    size = JSON.stringify(message)?.length ?? 0;
  } catch {
    return rejected('Unreadable message.');
  }
  if (size > MAX_UI_MESSAGE) return rejected('Message too large.');
  const parsed = UiRequestSchema.safeParse(message);
  if (!parsed.success) return rejected('Malformed message.');
  const request = parsed.data;
  try {
    switch (request.type) {
      case 'verify':
        return { ok: true, value: await verify(request.address, request.force) };
      case 'discover':
        return {
          ok: true,
          value: await discover(request.firstName, request.lastName, request.domain, request.force),
        };
      case 'testConnection': {
        const url = normalizeServiceUrl(request.serviceUrl);
        if ('problem' in url)
          return {
            ok: false,
            error: { kind: 'input', message: url.problem, action: 'Correct the service URL.' },
          };
        const problem = keyProblem(request.apiKey);
        if (problem)
          return { ok: false, error: { kind: 'input', message: problem, action: 'Correct the API key.' } };
        return { ok: true, value: await testConnection(url.url, request.apiKey) };
      }
      case 'status': {
        const settings = await getSettings();
        return {
          ok: true,
          value: {
            hasKey: (await getApiKey()) !== null,
            hasPermission: await hasServicePermission(settings.serviceUrl),
            settings,
          },
        };
      }
      case 'clearCache':
        return { ok: true, value: { cleared: await clearCache() } };
    }
  } catch (e) {
    return { ok: false, error: toReplyError(e) };
  }
}
