/**
 * What the background does for a verify or a find: free local checks first (a syntax-invalid
 * address never spends a credit), then the cache, then one request per address no matter how many
 * ask at once. The worker is kept alive while a request is in flight (a verify may take 300 s).
 */
import { browser } from 'wxt/browser';
import { createClient, DEFAULT_TIMEOUTS } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { InFlight, discoveryKey, getDiscovery, getVerdict, putDiscovery, putVerdict } from './cache';
import { checkLocally } from '../../core/checks';
import { normalizeDomainInput } from '../../core/checks/domain-input';
import { loadLists } from '../domain-lists';
import type { DiscoverValue, ReplyError, UiReplies } from '../../messaging/contract';
import { getApiKey, getSettings, originPattern, type Settings } from '../../storage/settings';
import { verdictFromLocal, verdictFromService, type Verdict } from '../../core/verdict';

export class LookupError extends Error {
  constructor(readonly reply: ReplyError) {
    super(reply.message);
  }
}

/** The domain lists shipped in the package, built once on first use. */
export const extensionLists = () => loadLists((path) => browser.runtime.getURL(`/${path}` as '/'));

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

/** Tells every tab's badges about a fresh verdict: one request serves the address on every tab. */
async function broadcast(verdict: Verdict): Promise<void> {
  for (const tab of await browser.tabs.query({})) {
    if (tab.id !== undefined)
      browser.tabs.sendMessage(tab.id, { type: 'verdict', verdict }).catch(() => undefined);
  }
}

const verifying = new InFlight<UiReplies['verify']>();
const discovering = new InFlight<DiscoverValue>();

/** The free local checks, with the domain lists: they only add the disposable and free flags, so
 * if they cannot load the checks run without them. */
async function checkFree(address: string) {
  return checkLocally(address, await extensionLists().catch(() => undefined));
}

/** What is known about an address without spending a credit: its cached verdict, else the free checks'. */
export async function freeVerdict(address: string): Promise<Verdict> {
  const local = await checkFree(address);
  return (local.isSyntaxValid ? await getVerdict(local.address) : null) ?? verdictFromLocal(local);
}

export async function verify(address: string, force: boolean): Promise<UiReplies['verify']> {
  const settings = await getSettings();
  const local = await checkFree(address);
  if (!local.isSyntaxValid) return { verdict: verdictFromLocal(local), cached: false };
  if (!force) {
    const hit = await getVerdict(local.address);
    if (hit) return { verdict: hit, cached: true };
  }
  return verifying.run(local.address, async () => {
    const client = await clientFor(settings);
    const result = await keepAlive(() => client.verify(local.address, { speedRank: settings.speedRank }));
    const verdict = verdictFromService(result, local);
    await putVerdict(verdict, settings);
    void broadcast(verdict);
    return { verdict, cached: false };
  });
}

export async function discover(
  firstName: string,
  lastName: string,
  domainInput: string,
  force: boolean,
): Promise<DiscoverValue> {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) {
    throw new LookupError({
      kind: 'input',
      code: 105,
      message: 'A first and a last name are needed.',
      action: `Enter the ${!first ? 'first' : 'last'} name.`,
    });
  }
  for (const [value, field, which] of [
    [first, 'firstName', 'first'],
    [last, 'lastName', 'last'],
  ] as const) {
    // Letters (any script), combining marks, spaces, apostrophes, hyphens and periods.
    if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(value) || value.length > 100) {
      throw new LookupError({
        kind: 'input',
        field,
        message: `“${value.slice(0, 40)}${value.length > 40 ? '…' : ''}” is not a ${which} name.`,
        action: 'Use letters, spaces, hyphens and apostrophes only, at most 100 characters.',
      });
    }
  }
  if (domainInput.trim() === '') {
    throw new LookupError({
      kind: 'input',
      code: 104,
      message: 'A company domain is needed.',
      action: 'Enter the company’s domain or website, such as acme.com.',
    });
  }
  const domain = normalizeDomainInput(domainInput);
  if (!domain) {
    throw new LookupError({
      kind: 'input',
      code: 104,
      message: `“${domainInput.trim().slice(0, 80)}” is not a domain or website.`,
      action: 'Enter a domain such as acme.com or a URL such as https://acme.com.',
    });
  }
  const settings = await getSettings();
  const key = discoveryKey(first, last, domain);
  if (!force) {
    const hit = await getDiscovery(key);
    if (hit) return { ...hit, cached: true };
  }
  return discovering.run(key, async () => {
    const client = await clientFor(settings);
    const found = await keepAlive(() =>
      client.discover({ firstName: first, lastName: last, domain }, { speedRank: settings.speedRank }),
    );
    const record = {
      email: found.email,
      certified: found.certified,
      message: found.message,
      domain,
      checkedAt: Date.now(),
    };
    await putDiscovery(key, record, settings);
    return { ...record, cached: false };
  });
}

export async function testConnection(
  serviceUrl: string,
  apiKey: string,
): Promise<UiReplies['testConnection']> {
  const problem = await unreachable(serviceUrl, 'Grant access to the service first.');
  if (problem) throw problem;
  return createClient({ baseUrl: serviceUrl, apiKey, retry: { attempts: 1 } }).creditBalance();
}
