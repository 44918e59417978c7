/**
 * The background's message router: checks the sender, the size and the shape of every message,
 * then dispatches. Anything else gets a "rejected" reply and does nothing.
 */
import { browser } from 'wxt/browser';
import type { z } from 'zod';
import { createJobs, deleteJob, listJobs, pollJob, resubmit, resumeJobs } from './batches/jobs';
import { clearCache } from './verify/cache';
import { discover, hasServicePermission, testConnection, toReplyError, verify } from './verify/lookups';
import { pageCheck, pageDiscover, pageLookup, pageSettings, pageVerify } from './verify/page-requests';
import {
  MAX_BATCH_MESSAGE,
  MAX_PAGE_MESSAGE,
  MAX_UI_MESSAGE,
  PageRequestSchema,
  UiRequestSchema,
  isExtensionPage,
  type Reply,
  type ReplyError,
} from '../messaging/contract';
import { getApiKey, getSettings, keyProblem, normalizeServiceUrl } from '../storage/settings';

let batchesReady: Promise<void> = Promise.resolve();

/** Called once when the worker starts: settles jobs a previous worker left mid-request. */
export function startBatches(): Promise<void> {
  batchesReady = resumeJobs().catch(() => undefined);
  return batchesReady;
}

/** Messages from our content scripts: their own schemas, never the UI's. */
async function routePageMessage(message: unknown, sender: Sender): Promise<Reply<unknown>> {
  const admitted = admit(message, MAX_PAGE_MESSAGE, PageRequestSchema);
  if ('ok' in admitted) return admitted;
  const { request } = admitted;
  try {
    switch (request.type) {
      case 'pageLookup':
        return { ok: true, value: await pageLookup(request) };
      case 'pageCheck':
        return { ok: true, value: await pageCheck(request) };
      case 'pageVerify':
        return { ok: true, value: await pageVerify(request, sender.tab?.url) };
      case 'pageDiscover':
        return { ok: true, value: await pageDiscover(request) };
      case 'pageSettings':
        return { ok: true, value: await pageSettings(sender.tab?.url) };
    }
  } catch (e) {
    return { ok: false, error: toReplyError(e) };
  }
}

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

interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number; url?: string };
}

export async function routeMessage(message: unknown, sender: Sender): Promise<Reply<unknown>> {
  const fromExtension = isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/'));
  if (!fromExtension && sender.id === browser.runtime.id && sender.tab)
    return routePageMessage(message, sender);
  if (!fromExtension) return rejected('Unknown sender.');
  const isBatch = (message as { type?: unknown } | null)?.type === 'batchCreate';
  const admitted = admit(message, isBatch ? MAX_BATCH_MESSAGE : MAX_UI_MESSAGE, UiRequestSchema);
  if ('ok' in admitted) return admitted;
  const { request } = admitted;
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
      case 'batchCreate': {
        await batchesReady;
        const { type: _type, ...req } = request;
        return { ok: true, value: { jobs: await createJobs(req) } };
      }
      case 'batchList':
        await batchesReady;
        return { ok: true, value: { jobs: await listJobs() } };
      case 'batchPoll':
        await batchesReady;
        return { ok: true, value: { job: await pollJob(request.jobId, request.quick) } };
      case 'batchResubmit':
        await batchesReady;
        return { ok: true, value: { job: await resubmit(request.jobId) } };
      case 'batchDelete':
        await deleteJob(request.jobId);
        return { ok: true, value: { deleted: true } };
    }
  } catch (e) {
    return { ok: false, error: toReplyError(e) };
  }
}
