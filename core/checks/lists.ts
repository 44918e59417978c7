/**
 * The two big domain lists, built once by whoever can afford them: the background worker and the
 * service. The content script never loads them (the disposable list is ~2.4 MB), so its local checks
 * report `isDisposable`/`isFree` as null, meaning "not checked here".
 */
import { DomainList } from './domain-list';

export interface CheckLists {
  /** Listed disposable domain, or a subdomain of one. */
  isDisposableDomain(domain: string): boolean;
  /** Free mailbox provider (gmail.com, outlook.com, yahoo.co.jp, …). */
  isFreeDomain(domain: string): boolean;
  /** A domain this device has seen verified as valid: never "corrected" (the worker adds this). */
  isKnownDomain?(domain: string): boolean;
}

/** Each list's JSON file, as its bytes (read where they lie: domain-list.ts) or as text. */
export interface ListSources {
  /** `disposable-email-domains/index.json`. */
  disposable: Uint8Array | string;
  /** `disposable-email-domains/wildcard.json`. */
  disposableWildcard: Uint8Array | string;
  /** `email-providers/all.json`. */
  free: Uint8Array | string;
}

export function buildCheckLists(sources: ListSources): CheckLists {
  const disposable = DomainList.fromJsonArray(sources.disposable);
  const wildcard = DomainList.fromJsonArray(sources.disposableWildcard);
  const free = DomainList.fromJsonArray(sources.free);
  return {
    isDisposableDomain: (d) => disposable.hasOrParent(d) || wildcard.hasOrParent(d),
    isFreeDomain: (d) => free.has(d),
  };
}
