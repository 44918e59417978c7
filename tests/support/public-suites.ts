/**
 * Other projects' public test suites for address syntax and typo suggestions (tests/fixtures/
 * public-suites/, with their source, commit and licence), and how far MailScout agrees with each.
 * A case is "clear" unless the fixture says why not (the suites disagree with each other, or the
 * expectation is a policy of that project rather than what a mail server or a person would say).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SuiteCase {
  input: string;
  /**
   * Syntax: 'valid' | 'invalid'. Typo: the address a person meant, or null for "leave it alone", or
   * '*' where the suite only says the input is flagged (any suggestion, or refused as invalid).
   */
  expected: string | null;
  category: string;
  clear: boolean;
  why?: string;
}

export interface Suite {
  suite: string;
  /** Not looked at while the rules were written: its figure is the one that counts. */
  heldOut?: boolean;
  what: 'syntax' | 'typo';
  source: { repository: string; path: string; commit: string; licence: string };
  cases: SuiteCase[];
}

const DIR = join(import.meta.dirname, '../fixtures/public-suites');

export function loadSuites(what: Suite['what']): Suite[] {
  return readdirSync(DIR)
    .filter((f) => f.startsWith(`${what}-`) && f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Suite);
}

/**
 * Where MailScout deliberately answers otherwise than a suite, and why a user is better served. A
 * clear case a decision covers is counted apart from the agreement figure, and the unit test holds
 * MailScout to the decision instead (`expected` says what MailScout answers there).
 */
export interface Decision {
  id: string;
  what: Suite['what'];
  covers: (input: string) => boolean;
  why: string;
}

const SURROUNDING_SPACE = /^\s|\s$/;

export const DECISIONS: Decision[] = [
  {
    id: 'surrounding-white-space',
    what: 'syntax',
    covers: (input) => SURROUNDING_SPACE.test(input) && !/\s/.test(input.trim()),
    why: 'White space around an address (spaces, tabs, line breaks) is what copying adds, not part of the address: MailScout trims it and judges the address inside. The suites judge the raw string, where a line break is not allowed.',
  },
  {
    id: 'full-width-domain',
    what: 'syntax',
    covers: (input) => /@[^@]*[\uff01-\uff5e]/.test(input) && !/@[^@]*[\uff0e\uff0d]/.test(input),
    why: 'Full-width letters in a domain (ｇｍａｉｌ.com) are mapped to ASCII by IDNA (UTS #46), as browsers do: the domain is gmail.com, and MailScout shows it so.',
  },
  {
    id: 'unassigned-code-point-in-domain',
    what: 'syntax',
    covers: (input) => /@.*\p{Cn}/u.test(input),
    why: 'A code point Unicode has not assigned cannot be in a registered domain name (IDNA 2008 disallows it), so no mail can be delivered there.',
  },
  {
    id: 'length-after-normalization',
    what: 'syntax',
    covers: (input) => input !== input.normalize('NFC') && input.length > 250,
    why: 'Lengths are measured on the NFC form, the form a mail server stores (RFC 6532); the suite measures the decomposed input.',
  },
];

export interface Agreement {
  suite: string;
  clear: number;
  agreed: number;
  /** The clear cases MailScout answers differently, with what it said. */
  misses: { input: string; expected: string | null; actual: string | null }[];
  /** Typo suites: suggestions for an input the suite says to leave alone (a real domain "corrected"). */
  wrongCorrections: number;
  /** Clear cases covered by a decision: counted apart, by decision id. */
  decided: Record<string, number>;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** How far `answer` agrees with each suite's clear cases. */
export function agreement(
  suites: Suite[],
  answer: (input: string) => string | null,
  flagged: (input: string) => boolean = (input) => answer(input) !== null,
): Agreement[] {
  return suites.map((s) => {
    const decided: Record<string, number> = {};
    const clear = s.cases.filter((c) => {
      if (!c.clear) return false;
      const d = DECISIONS.find((x) => x.what === s.what && x.covers(c.input));
      if (d) decided[d.id] = (decided[d.id] ?? 0) + 1;
      return !d;
    });
    const misses: Agreement['misses'] = [];
    let wrongCorrections = 0;
    for (const c of clear) {
      const actual = answer(c.input);
      if (c.expected === '*' ? flagged(c.input) : same(actual, c.expected)) continue;
      misses.push({ input: c.input, expected: c.expected, actual });
      if (s.what === 'typo' && c.expected === null) wrongCorrections++;
    }
    return {
      suite: s.suite,
      clear: clear.length,
      agreed: clear.length - misses.length,
      misses,
      wrongCorrections,
      decided,
    };
  });
}

export const percent = (a: Pick<Agreement, 'agreed' | 'clear'>[]) => {
  const agreed = a.reduce((n, x) => n + x.agreed, 0);
  const clear = a.reduce((n, x) => n + x.clear, 0);
  return { agreed, clear, pct: (100 * agreed) / Math.max(1, clear) };
};
