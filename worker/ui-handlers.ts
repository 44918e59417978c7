/** The worker's answers to the popup and the options page: one handler per UI request. */
import { browser } from 'wxt/browser';
import { keyProblem, normalizeServiceUrl } from '../core/service-input';
import { clearDatabase } from '../storage/db';
import { ensurePruneAlarm } from './alarms';
import type { ParsedUiRequest, UiReplies } from '../messaging/ui-to-worker';
import { getApiKey, setApiKey } from '../storage/key';
import { getSettings } from '../storage/settings';
import { deleteJob } from './batches/manage';
import { pollJob } from './batches/poll';
import { createJobs, resubmit, resumeJobs } from './batches/submit';
import { listJobs } from '../storage/jobs';
import { clearCache, discoveryKey, getDiscovery, getVerdicts } from './verify/cache';
import { checkLocally } from '../core/checks';
import { normalizeDomainInput } from '../core/checks/domain-input';
import { clientFor, hasServicePermission, keepAlive, LookupError, testConnection } from './verify/client';
import { discover } from './verify/discover';
import { addRecent, clearRecent, listRecent } from '../storage/recent';
import { verify } from './verify/verify';

type UiHandlers = {
  [K in keyof UiReplies]: (req: Extract<ParsedUiRequest, { type: K }>) => Promise<UiReplies[K]>;
};

let batchesReady: Promise<void> = Promise.resolve();

/** Called once when the worker starts: settles jobs a previous worker left mid-request. */
export function startBatches(): Promise<void> {
  batchesReady = resumeJobs().catch(() => undefined);
  return batchesReady;
}

const inputError = (message: string, action: string) => new LookupError({ kind: 'input', message, action });

export const uiHandlers: UiHandlers = {
  async verify(req) {
    const reply = await verify(req.address, req.force);
    const { address, state } = reply.verdict;
    await addRecent({ kind: 'verify', address, state, at: Date.now() }).catch(() => undefined);
    return reply;
  },

  async discover(req) {
    const found = await discover(req.firstName, req.lastName, req.domain, req.force);
    await addRecent({
      kind: 'find',
      firstName: req.firstName.trim(),
      lastName: req.lastName.trim(),
      domain: found.domain,
      email: found.email,
      certified: found.certified,
      at: Date.now(),
    }).catch(() => undefined);
    return found;
  },

  async cacheLookup(req) {
    const verdicts = await getVerdicts(req.addresses.map((a) => checkLocally(a).address));
    const found = await Promise.all(
      req.people.map(async (p) => {
        const domain = normalizeDomainInput(p.domain);
        const hit = domain ? await getDiscovery(discoveryKey(p.firstName, p.lastName, domain)) : undefined;
        return hit ? { email: hit.email || null } : null;
      }),
    );
    return { verdicts: verdicts.filter((v) => v.source === 'service'), found };
  },

  async recentList() {
    return { checks: await listRecent() };
  },

  async testConnection(req) {
    const url = normalizeServiceUrl(req.serviceUrl);
    if ('problem' in url) throw inputError(url.problem, 'Correct the service URL.');
    const problem = keyProblem(req.apiKey);
    if (problem) throw inputError(problem, 'Correct the API key.');
    return testConnection(url.url, req.apiKey);
  },

  async credits() {
    const client = await clientFor(await getSettings());
    return keepAlive(() => client.creditBalance());
  },

  async status() {
    const settings = await getSettings();
    return {
      hasKey: (await getApiKey()) !== null,
      hasPermission: await hasServicePermission(settings.serviceUrl),
      settings,
    };
  },

  async deleteEverything() {
    await browser.alarms.clearAll();
    await clearDatabase();
    await browser.storage.local.clear();
    await browser.storage.session?.clear().catch(() => undefined);
    void browser.action.setBadgeText({ text: '' }).catch(() => undefined);
    void ensurePruneAlarm();
    return { deleted: true as const };
  },

  async clearCache() {
    await clearRecent();
    return { cleared: await clearCache() };
  },

  async keyGet() {
    return { apiKey: await getApiKey() };
  },

  async keySave(req) {
    const problem = keyProblem(req.apiKey);
    if (problem) throw inputError(problem, 'Correct the API key.');
    await setApiKey(req.apiKey);
    return { saved: true };
  },

  async batchCreate({ type: _type, ...req }) {
    await batchesReady;
    return { jobs: await createJobs(req) };
  },

  async batchList() {
    await batchesReady;
    return { jobs: await listJobs() };
  },

  async batchPoll(req) {
    await batchesReady;
    return { job: await pollJob(req.jobId, req.quick) };
  },

  async batchResubmit(req) {
    await batchesReady;
    return { job: await resubmit(req.jobId) };
  },

  async batchDelete(req) {
    await deleteJob(req.jobId);
    return { deleted: true };
  },
};
