/**
 * Free, offline checks run before any credit is spent: syntax, role, disposable, free provider and
 * typo suggestion. Pure TypeScript (no DOM, no Node APIs): used by the extension and by `service/`.
 */
import type { CheckLists } from './lists';
import { isRoleLocal } from './role';
import { describeProblem } from './problems';
import { checkSyntax } from './syntax';
import { isIanaTld } from './tlds';
import { suggestAddress } from './suggest';

export type { CheckLists, ListSources } from './lists';
export { buildCheckLists } from './lists';
export { checkSyntax } from './syntax';
export { describeProblem } from './problems';
export { suggestDomain } from './typo';
export { suggestAddress } from './suggest';
export { cleanPasted } from '../paste';
export { isKnownDomain } from './providers';
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
 * `lists` are optional by part: the background and the service pass all of them, the popup none (then
 * `isDisposable`/`isFree` are null). The typo suggestion is the same either way, except that the
 * worker also passes the domains this device has seen verified (`isKnownDomain`), never corrected.
 */
export function checkLocally(input: string, lists?: Partial<CheckLists>): LocalCheck {
  const syntax = checkSyntax(input);
  const domain = syntax.domain;
  const suggestion = suggestAddress(input, { isKnown: lists?.isKnownDomain }, syntax);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  // A well-formed domain under a top-level domain that does not exist (or no longer does) never
  // receives mail: said here, for free, rather than by a paid check.
  const noSuchTld = syntax.valid && !isIanaTld(tld);
  const valid = syntax.valid && !noSuchTld;
  return {
    address: syntax.address,
    isSyntaxValid: valid,
    isRole: syntax.local !== '' && isRoleLocal(syntax.local),
    isDisposable: valid && lists?.isDisposableDomain ? lists.isDisposableDomain(domain) : null,
    isFree: valid && lists?.isFreeDomain ? lists.isFreeDomain(domain) : null,
    suggestion,
    reason: noSuchTld
      ? `“.${tld}” is not a top-level domain, so no mail can be delivered there`
      : syntax.problem && describeProblem(syntax.problem),
  };
}
