/**
 * Typo suggestions for the domain of an address: the domain a person most likely meant, or null.
 *
 * 1. A known mail domain (providers.ts) or one the caller knows is real (`isKnown`: the domains this
 *    device has seen verified as valid) is never corrected; neither is punycode.
 * 2. What copying leaves is repaired first: `,` or `;` for the dot, doubled dots, a stray character
 *    before the domain (`#gmail.com`), digits glued to the end (`.com1`), a missing dot
 *    (`examplecom`, `examplec.om`), a duplicated ending (`example.com.com`, `gmail.com.co`).
 * 3. An ending that is not a top-level domain (the IANA list) is replaced by the nearest common one
 *    (`.cmo`, `.con`, `.comme`), reading the second level where there is one (`co.lp` → `co.jp`,
 *    `co.br` → `com.br`, `com.uk` → `co.uk`). A real top-level domain is kept.
 * 4. Each candidate (the domain, and what steps 2–3 made of it) is compared with the popular
 *    providers, name and ending together (`gnail.con` → `gmail.com`): within 1 edit of the name (2
 *    for names of seven letters or more and for the five biggest providers), and for a provider's
 *    exact name any ending (`gmail.net`, `aol.co`). Names under five letters match exactly only.
 * 5. The cheapest candidate wins (ties: the more popular provider or ending), and only if the result
 *    is itself right: a provider's own domain, or a domain whose ending is real.
 *
 * Edits are weighted for typing (keyboard-distance.ts). The same answers come whether or not the
 * caller has the disposable and free-provider lists: this engine needs only the TLD list, which it
 * always has.
 */
import { keyboardDistance } from './keyboard-distance';
import { isKnownDomain, POPULAR } from './providers';
import { endingFix, isRealEnding, nearestEnding, wrongSecondLevel, type Candidate } from './endings';
import { isIanaTld } from './tlds';

/** The five providers most mail goes to: a typo of theirs is worth a second edit. */
const BIGGEST = new Set(['gmail', 'yahoo', 'hotmail', 'outlook', 'icloud']);

export interface TypoOptions {
  /** Domains known to be real beyond the built-in list (verified as valid on this device). */
  isKnown?: (domain: string) => boolean;
}

/** Splits a provider domain into its name and ending (`hotmail.co.uk` → hotmail, co.uk). */
function nameAndEnding(domain: string): [string, string] {
  const dot = domain.indexOf('.');
  return [domain.slice(0, dot), domain.slice(dot + 1)];
}

/** Step 2: what copying and typing leave, repaired; each with its cost. */
function repairs(domain: string): Candidate[] {
  const out: Candidate[] = [];
  let d = domain
    .replace(/[,;]/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const cleaned = d !== domain;
  const glued = /^(.*\.[a-z]{2,})\d+$/.exec(d);
  if (glued && isRealEnding(glued[1]!) && !isRealEnding(d)) d = glued[1]!;
  const base = cleaned || d !== domain ? 1 : 0;
  out.push({ domain: d, cost: base, rank: 0 });
  const labels = d.split('.');
  const last = labels.at(-1)!;
  // A missing or shifted dot: `examplecom`, `examplec.om`, `comcastn.et`, `cojp`.
  const joined =
    labels.length <= 2 ? labels.join('') : `${labels.slice(0, -2).join('.')}.${labels.slice(-2).join('')}`;
  if (!isRealEnding(d) || labels.length === 1) {
    for (const [rank, ending] of ['com', 'net', 'org', 'cojp', 'couk', 'combr', 'cobr', 'comau'].entries()) {
      const head = joined.slice(0, -ending.length);
      if (joined.endsWith(ending) && head.length >= 2 && !head.endsWith('.')) {
        const dotted = ending.length > 3 ? `${ending.slice(0, -2)}.${ending.slice(-2)}` : ending;
        // A country's second level spelled out (`cojp`) is the likelier reading: it ranks first.
        out.push({ domain: `${head}.${dotted}`, cost: base + 1, rank: ending.length > 3 ? -1 : rank });
      }
    }
  }
  // A duplicated ending: `example.com.com`, `example.con.com`.
  if (labels.length >= 3 && ['com', 'net', 'org'].includes(last)) {
    const before = labels.at(-2)!;
    if (before === last || (!isIanaTld(before) && (nearestEnding(before)?.tld ?? '') === last))
      out.push({
        domain: labels
          .slice(0, -1)
          .join('.')
          .replace(/\.[^.]+$/, `.${last}`),
        cost: base + 1,
        rank: 0,
      });
  }
  // A known provider with something after it: `gmail.com.co`.
  for (const p of POPULAR) {
    if (d.startsWith(`${p}.`)) out.push({ domain: p, cost: base + 1, rank: 0 });
  }
  return out;
}

/** Step 4: the popular provider a candidate is a typo of, if any. */
function providerFix(c: Candidate): Candidate | null {
  const dot = c.domain.indexOf('.');
  if (dot <= 0) return null;
  const name = c.domain.slice(0, dot);
  const ending = c.domain.slice(dot + 1);
  let best: Candidate | null = null;
  POPULAR.forEach((p, rank) => {
    const [pName, pEnding] = nameAndEnding(p);
    const limit = pName.length < 5 ? 0 : pName.length >= 7 || BIGGEST.has(pName) ? 2 : 1;
    const nameCost = keyboardDistance(name, pName, limit);
    // Two edits only with the first letter right: first letters are rarely mistyped, and a real
    // name two edits away usually differs there (wahoo.com is not yahoo.com).
    if (nameCost > limit || (nameCost === 2 && name[0] !== pName[0])) return;
    // The ending: the provider's own; a typo of it; or another real one, after the provider's exact
    // name (`gmail.net`) or a long name one edit off (`goooglemail.net`).
    const otherEnding = nameCost === 0 || (pName.length >= 7 && nameCost <= 1);
    const endingDistance = ending === pEnding ? 0 : keyboardDistance(ending, pEnding, 2);
    // Another real ending costs 1, a little more when it is not even near the provider's own, so
    // yahoo.co.jo goes to yahoo.co.jp rather than yahoo.com.
    const endingCost =
      endingDistance === 0
        ? 0
        : otherEnding && isRealEnding(c.domain)
          ? endingDistance <= 1
            ? 1
            : 1.5
          : endingDistance;
    if (endingCost > 1.5 && !(nameCost === 0 && !isRealEnding(c.domain))) return;
    const cost = c.cost + nameCost + Math.min(endingCost, 2);
    if (!best || cost < best.cost) best = { domain: p, cost, rank };
  });
  return best;
}

/** Answers per domain: a page or a batch repeats the same few domains many times. */
const memo = new Map<string, string | null>();

/** The corrected domain for a lower-case ASCII domain, or null when it looks right. */
export function suggestDomain(domain: string, options: TypoOptions = {}): string | null {
  if (domain === '' || isKnownDomain(domain) || options.isKnown?.(domain)) return null;
  if (domain.split('.').some((l) => l.startsWith('xn--'))) return null;
  if (memo.has(domain)) return memo.get(domain)!;
  if (memo.size >= 5_000) memo.clear();
  const answer = suggestUncached(domain);
  memo.set(domain, answer);
  return answer;
}

/** The correction for a domain, without asking whether it is known (for the known-domains generator). */
export function suggestIgnoringKnown(domain: string): string | null {
  return suggestUncached(domain);
}

function suggestUncached(domain: string): string | null {
  const candidates: Candidate[] = [];
  for (const r of repairs(domain)) {
    candidates.push(r);
    const e = endingFix(r);
    if (e) candidates.push(e);
    for (const c of e ? [r, e] : [r]) {
      const p = providerFix(c);
      if (p) candidates.push(p);
    }
  }
  // Only a result that is itself right: a provider's own domain, or a domain whose ending is real,
  // whose second level its country uses, and which is no provider's typo (`gnail.com` is not right).
  const isRight = (d: string) =>
    isKnownDomain(d) ||
    (isRealEnding(d) && !wrongSecondLevel(d) && providerFix({ domain: d, cost: 0, rank: 0 }) === null);
  const right = candidates.filter((c) => c.domain !== domain && isRight(c.domain));
  if (right.length === 0) return null;
  right.sort(
    (a, b) =>
      a.cost - b.cost || Number(isKnownDomain(b.domain)) - Number(isKnownDomain(a.domain)) || a.rank - b.rank,
  );
  return right[0]!.domain;
}
