/** What is known of an address for free: the local checks with the shipped domain lists, and the cache. */
import { browser } from 'wxt/browser';
import { checkLocally } from '../../core/checks';
import { verdictFromLocal, type Verdict } from '../../core/verdict';
import { rememberVerifiedDomains, verifiedDomains } from '../../storage/verified-domains';
import { loadLists } from '../domain-lists';
import { getVerdict } from './cache';

/** The domain lists shipped in the package, built once on first use. */
export const extensionLists = () => loadLists((path) => browser.runtime.getURL(`/${path}` as '/'));

/**
 * The free local checks, with the domain lists (they only add the disposable and free flags, so if
 * they cannot load the checks run without them) and the domains this device has seen verified,
 * which are never taken for typos.
 */
export async function checkFree(address: string) {
  const [lists, verified] = await Promise.all([extensionLists().catch(() => undefined), verifiedDomains()]);
  return checkLocally(address, { ...lists, isKnownDomain: (d) => verified.has(d) });
}

/** Valid verdicts teach the typo engine which domains are real. */
export function learnFrom(verdicts: readonly Verdict[]): Promise<void> {
  const domains = verdicts
    .filter((v) => v.state === 'valid')
    .map((v) => v.address.slice(v.address.lastIndexOf('@') + 1));
  return domains.length ? rememberVerifiedDomains(domains) : Promise.resolve();
}

/** What is known about an address without spending a credit: its cached verdict, else the free checks'. */
export async function freeVerdict(address: string): Promise<Verdict> {
  const local = await checkFree(address);
  return (local.isSyntaxValid ? await getVerdict(local.address) : null) ?? verdictFromLocal(local);
}
