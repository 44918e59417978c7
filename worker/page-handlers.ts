/**
 * The worker's answers to content scripts, one handler per page request. Reading the cache and the
 * free checks is free; spending needs a click the content script saw as trusted, or a site the user
 * allow-listed, within the daily budget. Fresh verdicts go to every tab (verify/broadcast.ts).
 */
import { checkLocally } from '../core/checks';
import { splitName } from '../core/names';
import type { PageReplies, ParsedPageRequest } from '../messaging/page-to-worker';
import type { Sender } from '../messaging/senders';
import { takeFromAutoBudget } from '../storage/auto-budget';
import { getApiKey } from '../storage/key';
import { getSettings } from '../storage/settings';
import { getVerdict, getVerdicts } from './verify/cache';
import { LookupError } from './verify/client';
import { discover } from './verify/discover';
import { freeVerdict } from './verify/free-checks';
import { saveFromPage } from './leads';
import { verify } from './verify/verify';
// The overlay's badges and card, styled in the page's closed shadow root (page/overlay/host.ts). It
// ships here rather than in the content script, which loads on every page: 1.2 KB gzipped less there.
import overlayCss from './overlay.css?inline';

type PageHandlers = {
  [K in keyof PageReplies]: (
    req: Extract<ParsedPageRequest, { type: K }>,
    sender: Sender,
  ) => Promise<PageReplies[K]>;
};

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

/**
 * The site a request speaks for: the frame's own URL, never the tab's, so a third-party frame (an ad,
 * a widget) inside an allow-listed site is judged as the third party it is. A frame without a URL of
 * its own (about:blank, srcdoc) is on no list.
 */
const frameHost = (sender: Sender) => hostOf(sender.url);

export const pageHandlers: PageHandlers = {
  async pageLookup(req) {
    return { verdicts: await getVerdicts([...new Set(req.addresses)].map((a) => checkLocally(a).address)) };
  },

  async pageCheck(req) {
    return { verdict: await freeVerdict(req.address) };
  },

  async pageVerify(req, sender) {
    if (req.trigger === 'auto') {
      const { page } = await getSettings();
      if (!isAllowListed(frameHost(sender), page.autoVerifySites)) {
        throw new LookupError({
          kind: 'rejected',
          message: 'Automatic verification is off on this site.',
          action: 'Click the badge to verify.',
        });
      }
      const cached = await getVerdict(checkLocally(req.address).address);
      if (cached) return { verdict: cached, cached: true };
      if (!(await takeFromAutoBudget(page.dailyBudget))) {
        throw new LookupError({
          kind: 'rejected',
          message: 'Today’s budget for automatic verification is spent.',
          action: 'Click a badge to verify, or raise the budget in Options.',
        });
      }
    }
    return verify(req.address, req.force, req.requestId);
  },

  pageSaveLead(req, sender) {
    return saveFromPage(req, sender);
  },

  pageDiscover(req) {
    const names = typeof req.name === 'string' ? splitName(req.name) : req.name;
    if (!names || (typeof req.name === 'string' && !/\p{sc=Latin}/u.test(req.name)))
      throw new LookupError({
        kind: 'input',
        message: 'Type their first and last name in Latin letters.',
        action: 'Nothing was asked of the service.',
      });
    return discover(names.firstName, names.lastName, req.domain, false);
  },

  async pageSettings(_req, sender) {
    const { page } = await getSettings();
    return {
      obfuscated: page.obfuscated,
      autoVerify: isAllowListed(frameHost(sender), page.autoVerifySites),
      hasKey: (await getApiKey()) !== null,
    };
  },

  async pageStyle() {
    return { css: overlayCss };
  },
};
