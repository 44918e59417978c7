/**
 * Typo suggestions for the domain of an address.
 *
 * 1. A domain that is itself known (a curated list of providers plus the `email-providers` package's
 *    common list) is never corrected: gmx.com, mail.com, hotmail.co.uk, web.de stay as they are.
 * 2. Otherwise, the nearest popular provider by keyboard distance wins, when it is within 1 (2 for
 *    names of eight letters or more). Providers with names under five letters are not fuzzy targets:
 *    too many real domains sit one key away from them (love.com, mx.com).
 * 3. Otherwise, when the caller passes the IANA list (`tlds.ts`), a top-level domain that does not
 *    exist is replaced by the nearest common one within 1 (`example.cmo` → `example.com`). A real TLD
 *    is kept. The content script does not load that list, to stay small.
 *
 * The big `email-providers/all.json` list is not used here on purpose: it contains typo domains
 * (gmial.com, hotmial.com, gamil.com) that people have signed up with.
 *
 * Of the common list, only the domains step 2 would otherwise correct need to be known, so only those
 * ship (`known-near-popular.json`, written by `npm run gen:known-domains`; a unit test recomputes it
 * from the package): the content script loads on every page.
 */
import { keyboardDistance } from './keyboard-distance';
import knownNearPopular from './known-near-popular.json';

/** Fuzzy targets, most used first (ties go to the earlier one). */
const POPULAR = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'googlemail.com',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'yahoo.co.jp',
  'yahoo.fr',
  'hotmail.fr',
  'protonmail.com',
  'comcast.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'btinternet.com',
  'yandex.ru',
  'rocketmail.com',
  'rediffmail.com',
  'libero.it',
  'orange.fr',
  'laposte.net',
  'wanadoo.fr',
  't-online.de',
  'charter.net',
  'earthlink.net',
  'optonline.net',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'bigpond.com',
  'fastmail.com',
  'zoho.com',
  'tutanota.com',
  'naver.com',
];

/** Known domains that must never be "corrected", beyond the common list. */
const KNOWN_EXTRA = [
  ...POPULAR,
  'aol.co.uk',
  'aol.com',
  'att.net',
  'cox.net',
  'email.com',
  'fastmail.fm',
  'freenet.de',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'hanmail.net',
  'hey.com',
  'hotmail.de',
  'hotmail.es',
  'hotmail.it',
  'live.co.uk',
  'live.com',
  'live.fr',
  'mail.com',
  'mail.ru',
  'mailbox.org',
  'me.com',
  'mac.com',
  'msn.com',
  'outlook.de',
  'outlook.fr',
  'pm.me',
  'posteo.de',
  'proton.me',
  'protonmail.ch',
  'qq.com',
  'tuta.io',
  'web.de',
  'ya.ru',
  'yahoo.ca',
  'yahoo.com.au',
  'yahoo.de',
  'yahoo.es',
  'yahoo.in',
  'yahoo.it',
  'yandex.com',
  'ymail.com',
  'zohomail.com',
  '163.com',
  '126.com',
];

const KNOWN = new Set<string>([...knownNearPopular, ...KNOWN_EXTRA]);
const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'io',
  'co',
  'uk',
  'de',
  'fr',
  'ca',
  'au',
  'us',
  'info',
  'biz',
  'me',
  'ai',
  'app',
  'dev',
  'nl',
  'es',
  'it',
  'jp',
  'in',
  'ch',
  'se',
  'be',
  'at',
  'br',
  'ru',
  'pl',
];

const firstLabel = (domain: string): string => domain.slice(0, domain.indexOf('.'));

export function isKnownDomain(domain: string): boolean {
  return KNOWN.has(domain);
}

export function nearestProvider(domain: string): string | null {
  let best: string | null = null;
  let bestCost = Infinity;
  for (const target of POPULAR) {
    const name = firstLabel(target);
    if (name.length < 5) continue;
    const limit = name.length >= 8 ? 2 : 1;
    const cost = keyboardDistance(domain, target, limit);
    if (cost <= limit && cost < bestCost) {
      best = target;
      bestCost = cost;
    }
  }
  return best;
}

function nearestTld(domain: string, isTld: (tld: string) => boolean): string | null {
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return null;
  const tld = domain.slice(dot + 1);
  if (tld.length < 2 || isTld(tld) || tld.startsWith('xn--')) return null;
  let best: string | null = null;
  let bestCost = Infinity;
  for (const candidate of COMMON_TLDS) {
    const cost = keyboardDistance(tld, candidate, 1);
    if (cost <= 1 && cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best === null ? null : `${domain.slice(0, dot)}.${best}`;
}

/** Answers by TLD list (or none), per domain: a page repeats the same few domains hundreds of times. */
const memos = new WeakMap<object, Map<string, string | null>>();
const NO_TLD_LIST = {};

/** The corrected domain for a lower-case ASCII domain, or null when it looks right. */
export function suggestDomain(domain: string, isTld?: (tld: string) => boolean): string | null {
  const listKey = isTld ?? NO_TLD_LIST;
  let memo = memos.get(listKey);
  if (!memo) memos.set(listKey, (memo = new Map()));
  if (memo.has(domain)) return memo.get(domain)!;
  if (memo.size >= 5_000) memo.clear();
  const answer = suggestUncached(domain, isTld);
  memo.set(domain, answer);
  return answer;
}

function suggestUncached(domain: string, isTld?: (tld: string) => boolean): string | null {
  if (domain === '' || KNOWN.has(domain) || domain.split('.').some((l) => l.startsWith('xn--'))) {
    return null;
  }
  // A comma or semicolon typed for the dot (`gmail,com`) is read as the dot.
  const typed = domain.replace(/[,;]/g, '.');
  const fixed =
    nearestProvider(typed) ??
    (isTld ? nearestTld(typed, isTld) : null) ??
    (typed !== domain && typed.includes('.') ? typed : null);
  return fixed === domain ? null : fixed;
}
