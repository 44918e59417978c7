/**
 * Verdicts and discoveries kept on this device (IndexedDB), each with an expiry chosen by its state
 * (settings: valid/invalid long, unknown short).
 */
import { openDb, type CacheRecord, type DiscoveryRecord } from '../../storage/db';
import type { Settings } from '../../storage/settings';
import type { Verdict } from '../../core/verdict';

const HOUR = 3_600_000;

export function verdictTtlMs(verdict: Verdict, settings: Settings): number {
  return settings.cacheHours[verdict.state] * HOUR;
}

export const discoveryKey = (firstName: string, lastName: string, domain: string) =>
  `d:${firstName.trim().toLowerCase()}|${lastName.trim().toLowerCase()}|${domain}`;
export const verdictKey = (address: string) => `v:${address.toLowerCase()}`;

async function getFresh(key: string, now: number): Promise<CacheRecord | undefined> {
  const record = await (await openDb()).get('cache', key);
  return record && record.expiresAt > now ? record : undefined;
}

export async function getVerdict(address: string, now = Date.now()): Promise<Verdict | undefined> {
  return (await getFresh(verdictKey(address), now))?.value as Verdict | undefined;
}

export async function putVerdict(verdict: Verdict, settings: Settings): Promise<void> {
  await putVerdicts([verdict], settings);
}

/** Fresh verdicts for many addresses, read in one transaction. */
export async function getVerdicts(addresses: readonly string[], now = Date.now()): Promise<Verdict[]> {
  const tx = (await openDb()).transaction('cache');
  const records = await Promise.all(addresses.map((a) => tx.store.get(verdictKey(a))));
  return records.flatMap((r) => (r && r.kind === 'verdict' && r.expiresAt > now ? [r.value as Verdict] : []));
}

/** Many verdicts in one transaction (a batch's results warm the cache the page badges use). */
export async function putVerdicts(verdicts: readonly Verdict[], settings: Settings): Promise<void> {
  if (!settings.privacy.cacheResults) return;
  const tx = (await openDb()).transaction('cache', 'readwrite');
  for (const v of verdicts) {
    const ttl = verdictTtlMs(v, settings);
    if (ttl > 0)
      void tx.store.put({
        key: verdictKey(v.address),
        kind: 'verdict',
        value: v,
        expiresAt: v.checkedAt + ttl,
      });
  }
  await tx.done;
}

export async function getDiscovery(key: string, now = Date.now()): Promise<DiscoveryRecord | undefined> {
  return (await getFresh(key, now))?.value as DiscoveryRecord | undefined;
}

export async function putDiscovery(key: string, record: DiscoveryRecord, settings: Settings): Promise<void> {
  const hours = record.email ? settings.cacheHours.valid : settings.cacheHours.unknown;
  if (!settings.privacy.cacheResults || hours <= 0) return;
  await (
    await openDb()
  ).put('cache', { key, kind: 'discovery', value: record, expiresAt: record.checkedAt + hours * HOUR });
}

export async function clearCache(): Promise<number> {
  const db = await openDb();
  const count = await db.count('cache');
  await db.clear('cache');
  return count;
}

/** Drops expired entries (run now and then from the background). */
export async function pruneCache(now = Date.now()): Promise<void> {
  const tx = (await openDb()).transaction('cache', 'readwrite');
  for (
    let c = await tx.store.index('expiresAt').openCursor(IDBKeyRange.upperBound(now));
    c;
    c = await c.continue()
  ) {
    await c.delete();
  }
  await tx.done;
}
