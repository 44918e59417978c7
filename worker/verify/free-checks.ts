/** What is known of an address for free: the local checks with the shipped domain lists, and the cache. */
import { browser } from 'wxt/browser';
import { checkLocally } from '../../core/checks';
import { verdictFromLocal, type Verdict } from '../../core/verdict';
import { loadLists } from '../domain-lists';
import { getVerdict } from './cache';

/** The domain lists shipped in the package, built once on first use. */
export const extensionLists = () => loadLists((path) => browser.runtime.getURL(`/${path}` as '/'));

/** The free local checks, with the domain lists: they only add the disposable and free flags, so
 * if they cannot load the checks run without them. */
export async function checkFree(address: string) {
  return checkLocally(address, await extensionLists().catch(() => undefined));
}

/** What is known about an address without spending a credit: its cached verdict, else the free checks'. */
export async function freeVerdict(address: string): Promise<Verdict> {
  const local = await checkFree(address);
  return (local.isSyntaxValid ? await getVerdict(local.address) : null) ?? verdictFromLocal(local);
}
