/**
 * Free, offline checks run before any credit is spent: syntax, role, disposable, free provider and
 * typo suggestion. Pure TypeScript (no DOM, no Node APIs): used by the extension and by `service/`.
 */
import type { CheckLists } from './lists';
import { isRoleLocal } from './role';
import { checkSyntax } from './syntax';
import { suggestDomain } from './typo';

export type { CheckLists, ListSources } from './lists';
export { buildCheckLists } from './lists';
export { checkSyntax } from './syntax';
export { suggestDomain, isKnownDomain } from './typo';
export { isIanaTld } from './tlds';
export { isRoleLocal } from './role';

export interface LocalCheck {
  /** Trimmed, with the domain lower-cased and in ASCII (IDN → punycode). */
  address: string;
  isSyntaxValid: boolean;
  isRole: boolean;
  /** null where the disposable list is not loaded (the content script). */
  isDisposable: boolean | null;
  /** null where the provider list is not loaded (the content script). */
  isFree: boolean | null;
  /** A corrected full address (typo, or the address inside a display-name form), or null. */
  suggestion: string | null;
  /** Why the syntax is invalid, in plain words; null when valid. */
  reason: string | null;
}

/**
 * `lists` are optional by part: the background and the service pass all of them, the popup only the
 * TLD list, the content script none (then `isDisposable`/`isFree` are null and TLD typos are left to
 * the service).
 */
export function checkLocally(input: string, lists?: Partial<CheckLists>): LocalCheck {
  const syntax = checkSyntax(input);
  const domain = syntax.domain;
  const typoDomain = syntax.local !== '' && domain !== '' ? suggestDomain(domain, lists?.isTld) : null;
  let suggestion = syntax.extracted;
  if (suggestion === null && typoDomain !== null) {
    const candidate = checkSyntax(`${syntax.local}@${typoDomain}`);
    if (candidate.valid) suggestion = candidate.address;
  }
  const valid = syntax.valid;
  return {
    address: syntax.address,
    isSyntaxValid: syntax.valid,
    isRole: syntax.local !== '' && isRoleLocal(syntax.local),
    isDisposable: valid && lists?.isDisposableDomain ? lists.isDisposableDomain(domain) : null,
    isFree: valid && lists?.isFreeDomain ? lists.isFreeDomain(domain) : null,
    suggestion,
    reason: syntax.reason,
  };
}
