/**
 * The worker's side of leads: saving what a page's card shows (its verdict read from the cache, never
 * taken from the page), telling the card what happened in words, and keeping leads' verdicts current
 * when any check of their address comes back.
 */
import { checkLocally } from '../core/checks';
import { leadInputProblem, leadVerdict, saveNote } from '../core/leads';
import type { Verdict } from '../core/verdict';
import type { ParsedPageRequest } from '../messaging/page-to-worker';
import type { Sender } from '../messaging/senders';
import { recordVerdicts, saveLead } from '../storage/leads';
import { getVerdict } from './verify/cache';
import { LookupError } from './verify/client';

/** A web page's address, or nothing: a sighting never records a browser page or a data: URL. */
const pageUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url.slice(0, 2_048) : null);

export async function saveFromPage(
  req: Extract<ParsedPageRequest, { type: 'pageSaveLead' }>,
  sender: Sender,
): Promise<{ note: string }> {
  const address = req.address ? checkLocally(req.address).address : null;
  const problem = leadInputProblem({ ...req, address });
  if (problem) throw new LookupError({ kind: 'input', message: problem, action: 'Nothing was saved.' });
  const cached = address ? await getVerdict(address) : undefined;
  const url = pageUrl(sender.url) ?? pageUrl(sender.tab?.url);
  const result = await saveLead({
    firstName: req.firstName,
    lastName: req.lastName,
    company: req.company,
    domain: req.domain,
    address,
    verdict: leadVerdict(cached),
    sighting: url ? { url, title: req.title.trim() || url, at: Date.now() } : null,
  });
  return { note: saveNote(result) };
}

/** The service's fresh verdicts, onto the leads with those addresses (a failure here never fails a check). */
export function verdictsForLeads(verdicts: readonly Verdict[]): Promise<unknown> {
  const fromService = verdicts.filter((v) => v.source === 'service');
  return fromService.length ? recordVerdicts(fromService).catch(() => 0) : Promise.resolve(0);
}
