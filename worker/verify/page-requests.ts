/**
 * The background's answers to content scripts. Reading the cache is free; spending needs a click the
 * content script saw as trusted, or a site the user allow-listed, within the daily budget.
 * Fresh verdicts are broadcast to all tabs by `lookups.verify`.
 */
import { browser } from 'wxt/browser';
import { getVerdict, getVerdicts } from './cache';
import { checkLocally } from '../../core/checks';
import { discover, freeVerdict, LookupError, verify } from './lookups';
import type { PageReplies, PageRequest } from '../../messaging/contract';
import { getApiKey, getSettings } from '../../storage/settings';

type Parsed<T extends PageRequest['type']> = Extract<PageRequest, { type: T }>;

let budgetQueue: Promise<unknown> = Promise.resolve();

/** Today's automatic spending, kept in storage.local as { day, used }; one taker at a time. */
function takeFromBudget(limit: number): Promise<boolean> {
  const turn = budgetQueue.then(() => takeOne(limit));
  budgetQueue = turn.catch(() => undefined);
  return turn;
}

async function takeOne(limit: number): Promise<boolean> {
  const day = new Date().toISOString().slice(0, 10);
  const { autoBudget } = (await browser.storage.local.get('autoBudget')) as {
    autoBudget?: { day: string; used: number };
  };
  const used = autoBudget?.day === day ? autoBudget.used : 0;
  if (used >= limit) return false;
  await browser.storage.local.set({ autoBudget: { day, used: used + 1 } });
  return true;
}

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : '';
  } catch {
    return '';
  }
};

export function isAllowListed(host: string, sites: readonly string[]): boolean {
  return sites.some((s) => {
    const site = s.trim().toLowerCase().replace(/^\*\./, '');
    return site !== '' && (host === site || host.endsWith(`.${site}`));
  });
}

export async function pageLookup(req: Parsed<'pageLookup'>): Promise<PageReplies['pageLookup']> {
  return { verdicts: await getVerdicts([...new Set(req.addresses)].map((a) => checkLocally(a).address)) };
}

export async function pageCheck(req: Parsed<'pageCheck'>): Promise<PageReplies['pageCheck']> {
  return { verdict: await freeVerdict(req.address) };
}

export async function pageVerify(
  req: Parsed<'pageVerify'>,
  tabUrl: string | undefined,
): Promise<PageReplies['pageVerify']> {
  if (req.trigger === 'auto') {
    const { page } = await getSettings();
    if (!isAllowListed(hostOf(tabUrl), page.autoVerifySites)) {
      throw new LookupError({
        kind: 'rejected',
        message: 'Automatic verification is off on this site.',
        action: 'Click the badge to verify.',
      });
    }
    const cached = await getVerdict(checkLocally(req.address).address);
    if (cached) return { verdict: cached, cached: true };
    if (!(await takeFromBudget(page.dailyBudget))) {
      throw new LookupError({
        kind: 'rejected',
        message: 'Today’s budget for automatic verification is spent.',
        action: 'Click a badge to verify, or raise the budget in Options.',
      });
    }
  }
  return verify(req.address, req.force ?? false);
}

export async function pageDiscover(req: Parsed<'pageDiscover'>): Promise<PageReplies['pageDiscover']> {
  return discover(req.firstName, req.lastName, req.domain, false);
}

export async function pageSettings(tabUrl: string | undefined): Promise<PageReplies['pageSettings']> {
  const { page } = await getSettings();
  return {
    obfuscated: page.obfuscated,
    autoVerify: isAllowListed(hostOf(tabUrl), page.autoVerifySites),
    hasKey: (await getApiKey()) !== null,
  };
}
