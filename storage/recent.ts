/**
 * The popup's recent single checks (`recentChecks` in storage.local, newest first, at most 20):
 * re-opening one reads the cache, so it costs nothing. Kept on this device, cleared with the cache.
 */
import { browser } from 'wxt/browser';

export type RecentCheck =
  | { kind: 'verify'; address: string; state: string; at: number }
  | {
      kind: 'find';
      firstName: string;
      lastName: string;
      domain: string;
      email: string | null;
      certified: string | null;
      at: number;
    };

const KEY = 'recentChecks';
const MAX = 20;

const sameCheck = (a: RecentCheck, b: RecentCheck) =>
  a.kind === 'verify' && b.kind === 'verify'
    ? a.address.toLowerCase() === b.address.toLowerCase()
    : a.kind === 'find' &&
      b.kind === 'find' &&
      `${a.firstName} ${a.lastName} ${a.domain}`.toLowerCase() ===
        `${b.firstName} ${b.lastName} ${b.domain}`.toLowerCase();

export async function listRecent(): Promise<RecentCheck[]> {
  const { [KEY]: stored } = (await browser.storage.local.get(KEY)) as { [KEY]?: unknown };
  return Array.isArray(stored) ? (stored as RecentCheck[]).slice(0, MAX) : [];
}

export async function addRecent(check: RecentCheck): Promise<void> {
  const list = (await listRecent()).filter((c) => !sameCheck(c, check));
  await browser.storage.local.set({ [KEY]: [check, ...list].slice(0, MAX) });
}

export async function clearRecent(): Promise<void> {
  await browser.storage.local.remove(KEY);
}
