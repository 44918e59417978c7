/**
 * Domains this device has seen verified as valid (`verifiedDomains` in storage.local, most recent
 * last, at most 2,000): the typo engine never "corrects" them, so a small company whose domain sits
 * one key from a provider's is not told it made a typo once its addresses have proved real.
 */
import { browser } from 'wxt/browser';

const KEY = 'verifiedDomains';
const MAX = 2_000;
let known: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const { [KEY]: stored } = (await browser.storage.local.get(KEY)) as { [KEY]?: unknown };
  return new Set(Array.isArray(stored) ? stored.filter((d): d is string => typeof d === 'string') : []);
}

/** The domains, read once per worker and kept up to date by `rememberVerifiedDomains`. */
export function verifiedDomains(): Promise<Set<string>> {
  known ??= load().catch(() => new Set<string>());
  return known;
}

export async function rememberVerifiedDomains(domains: Iterable<string>): Promise<void> {
  const set = await verifiedDomains();
  const before = set.size;
  for (const d of domains) {
    set.delete(d); // re-added at the end: most recent last
    set.add(d);
  }
  if (set.size === before && before > 0) return;
  const all = [...set];
  const kept = all.slice(Math.max(0, all.length - MAX));
  if (kept.length < all.length) {
    set.clear();
    kept.forEach((d) => set.add(d));
  }
  await browser.storage.local.set({ [KEY]: kept });
}
