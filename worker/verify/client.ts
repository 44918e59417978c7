/**
 * The service client for the saved settings and key, and what surrounds every call: the permission
 * check, keeping the worker alive while a request is out (a verify may take 300 s; MV3 stops an idle
 * worker after 30 s), and turning any failure into a reply error that never contains the key.
 */
import { browser } from 'wxt/browser';
import { createClient, DEFAULT_TIMEOUTS } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import type { ReplyError } from '../../core/reply';
import { normalizeServiceUrl, originPattern } from '../../core/service-input';
import { getApiKey } from '../../storage/key';
import type { Settings } from '../../storage/settings';

/** A failure MailScout explains itself (setup, permission, input): its reply error as is. */
export class LookupError extends Error {
  constructor(readonly reply: ReplyError) {
    super(reply.message);
  }
}

/** Runs `work` while pinging an extension API every 20 s, so MV3 does not stop the worker. */
export async function keepAlive<T>(work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => void browser.runtime.getPlatformInfo(), 20_000);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

export async function hasServicePermission(serviceUrl: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPattern(serviceUrl)] });
  } catch {
    return false;
  }
}

/** A permission problem for the service's origin, or null when MailScout may reach it. */
async function unreachable(serviceUrl: string, action: string): Promise<LookupError | null> {
  if (await hasServicePermission(serviceUrl)) return null;
  return new LookupError({
    kind: 'permission',
    message: `MailScout may not reach ${new URL(serviceUrl).origin} yet.`,
    action,
  });
}

/** The client for the saved settings and key; a setup or permission error when they are not ready. */
export async function clientFor(settings: Settings) {
  const apiKey = await getApiKey();
  if (!apiKey) {
    throw new LookupError({
      kind: 'setup',
      message: 'Add your API key to start verifying.',
      action: 'Open Options and paste your key.',
    });
  }
  // A URL saved before the https rule (or edited in storage) is checked again before any request.
  const url = normalizeServiceUrl(settings.serviceUrl);
  if ('problem' in url)
    throw new LookupError({
      kind: 'setup',
      message: url.problem,
      action: 'Open Options and change the service URL.',
    });
  const problem = await unreachable(settings.serviceUrl, 'Open Options and grant access to the service.');
  if (problem) throw problem;
  const capMs = settings.timeoutSeconds * 1000;
  const timeouts = Object.fromEntries(
    Object.entries(DEFAULT_TIMEOUTS).map(([op, ms]) => [op, Math.min(ms, capMs)]),
  ) as typeof DEFAULT_TIMEOUTS;
  return createClient({ baseUrl: settings.serviceUrl, apiKey, timeouts });
}

/** Any failure as a reply error; the key never appears in it. */
export function toReplyError(e: unknown): ReplyError {
  if (e instanceof LookupError) return e.reply;
  if (e instanceof ApiError)
    return { kind: e.info.kind, message: e.message, action: e.info.action, code: e.info.code };
  return {
    kind: 'internal',
    message: 'Something went wrong inside MailScout.',
    action: 'Try again; if it keeps happening, reload the extension.',
  };
}

export async function testConnection(
  serviceUrl: string,
  apiKey: string,
): Promise<{ credits: number; testKey: boolean }> {
  const problem = await unreachable(serviceUrl, 'Grant access to the service first.');
  if (problem) throw problem;
  return createClient({ baseUrl: serviceUrl, apiKey, retry: { attempts: 1 } }).creditBalance();
}
