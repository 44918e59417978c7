/**
 * Endings (top-level domains and the second level countries register under): which are real, the
 * common ones a mistyped ending is most likely meant to be, and the repair of a mistyped one
 * (`.cmo` → `.com`, `co.lp` → `co.jp`, `co.br` → `com.br`). Part of the typo engine (typo.ts).
 */
import { keyboardDistance } from './keyboard-distance';
import { isIanaTld } from './tlds';

/** A candidate domain, what it cost to reach, and how popular it is (lower first). */
export interface Candidate {
  domain: string;
  cost: number;
  /** Lower is more popular: breaks ties. */
  rank: number;
}

/** The endings a mistyped one is most likely meant to be, most used first. */
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

/** Where a country's companies register: `co.X` or `com.X` (only the clear cases). */
const SECOND_LEVEL: Record<string, 'co' | 'com'> = {
  uk: 'co',
  jp: 'co',
  nz: 'co',
  za: 'co',
  kr: 'co',
  il: 'co',
  th: 'co',
  au: 'com',
  br: 'com',
  mx: 'com',
  ar: 'com',
  sg: 'com',
  tr: 'com',
  cn: 'com',
  hk: 'com',
  tw: 'com',
  my: 'com',
  ph: 'com',
  pk: 'com',
};
export const isRealEnding = (domain: string) => {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return tld !== domain && isIanaTld(tld);
};

/** The nearest common ending to `ending` (not itself a TLD), with its cost. */
export function nearestEnding(ending: string): { tld: string; cost: number; rank: number } | null {
  let best: { tld: string; cost: number; rank: number } | null = null;
  COMMON_TLDS.forEach((tld, rank) => {
    const limit = ending.length >= 3 || ending === 'c' ? 2 : 1;
    const cost = keyboardDistance(ending, tld, limit);
    if (cost <= limit && (!best || cost < best.cost)) best = { tld, cost, rank };
  });
  return best;
}

/** `example.co.br` (Brazil registers com.br), `example.com.uk` (the UK registers co.uk). */
export function wrongSecondLevel(domain: string): boolean {
  const labels = domain.split('.');
  const second = labels.at(-2);
  const want = SECOND_LEVEL[labels.at(-1)!];
  return labels.length >= 3 && !!want && (second === 'co' || second === 'com') && second !== want;
}

/** Step 3: a mistyped ending (or second level) replaced; null when the ending is real. */
export function endingFix(c: Candidate): Candidate | null {
  const labels = c.domain.split('.');
  if (labels.length < 2) return null;
  const last = labels.at(-1)!;
  const second = labels.at(-2)!;
  // `co.br` → `com.br`, `com.uk` → `co.uk`: the second level a country does not use.
  if (labels.length >= 3 && isIanaTld(last) && (second === 'co' || second === 'com')) {
    const want = SECOND_LEVEL[last];
    if (want && want !== second)
      return { domain: [...labels.slice(0, -2), want, last].join('.'), cost: c.cost + 1, rank: c.rank };
    return null;
  }
  if (isIanaTld(last)) return null;
  // `co.lp` → `co.jp`: the country after a `co.`/`com.` second level.
  if (labels.length >= 3 && (second === 'co' || second === 'com')) {
    let best: Candidate | null = null;
    for (const [tld, sl] of Object.entries(SECOND_LEVEL)) {
      if (sl !== second) continue;
      const cost = keyboardDistance(last, tld, 2);
      if (cost <= 2 && (!best || cost + c.cost < best.cost))
        best = { domain: [...labels.slice(0, -1), tld].join('.'), cost: c.cost + cost, rank: c.rank };
    }
    if (best) return best;
  }
  const near = nearestEnding(last);
  return near
    ? { domain: [...labels.slice(0, -1), near.tld].join('.'), cost: c.cost + near.cost, rank: near.rank }
    : null;
}
