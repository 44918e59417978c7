/**
 * The real-page corpus (tests/corpus): each page with a truth file written by reading the page, and
 * the scorer `npm run eval:pages` and the corpus test share. A page is parsed by happy-dom at its
 * original address (its scripts never run; `saved-page.ts` reads it as a browser does), then read by
 * the same finders the content script uses when the popup asks for the whole page: every address in
 * the body, every person.
 *
 * Past 250 lines, kept whole: a truth's shape, how a found name, company or address matches it
 * (`personKey`, `sameCompany`), and the scores built on those matches are one question, what the
 * finders got right on a page; split, each part would only be read with the others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { toAsciiDomain } from '../../core/checks/idna';
import { fullName, inCjk, SUFFIXES } from '../../core/names';
import { findEmails } from '../../page/scan/emails';
import { mayShowPeople } from '../../page/scan/people-module';
import { findPeople, type FoundPerson } from '../../page/scan/people';
import { decoded, pageWindow, parsePage } from './saved-page';

export interface TruthPerson {
  name: string;
  /** Absent: the page does not say (not scored). */
  company?: string | null;
  domain?: string;
}
export interface Truth {
  kind: string;
  /** Where the page was; some sources kept the page alone (see savedFrom). */
  url?: string;
  heldOut: boolean;
  source: { repository: string; path: string; commit: string; licence: string };
  addresses: string[];
  optionalAddresses: string[];
  people: TruthPerson[];
  optionalPeople: string[];
  note?: string;
}
export interface PageScore {
  id: string;
  truth: Truth;
  addresses: { found: number; right: number; truth: number; missed: string[]; extra: string[] };
  people: { right: number; truth: number; missed: string[]; extra: string[] };
  company: { right: number; of: number; wrong: string[] };
  domain: { right: number; of: number; wrong: string[] };
}

export const CORPUS = resolve(process.cwd(), 'tests/corpus');

export function corpusIds(): string[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * A page as if it carried no data about its writers: no JSON-LD and no author meta tags. What the
 * finders then find is what they read from what the page shows (`npm run eval:pages --
 * --without-data`): a page that carries the data hands the finders its writers' names, so the scorer
 * alone cannot tell whether the byline itself was read.
 */
function withoutData(doc: Document): void {
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) s.remove();
  for (const m of doc.querySelectorAll('meta')) {
    const key = (m.getAttribute('name') ?? m.getAttribute('property') ?? '').toLowerCase();
    if (/author|creator|byl|parsely|sailthru|twitter:data1/.test(key)) m.remove();
  }
}

export function loadPage(
  id: string,
  noData = false,
): { doc: Document; truth: Truth; close: () => Promise<void> } {
  const truth = JSON.parse(readFileSync(join(CORPUS, id, 'truth.json'), 'utf8')) as Truth;
  const html = decoded(readFileSync(join(CORPUS, id, 'page.html')));
  const window = pageWindow(truth.url ?? 'about:blank');
  const doc = parsePage(window, html);
  const saved = truth.url ? undefined : savedFrom(doc);
  if (saved) window.happyDOM.setURL(saved);
  if (truth.source.repository === 'postlight/parser') liveMetaTags(doc);
  if (noData) withoutData(doc);
  return { doc, truth, close: () => window.happyDOM.close() };
}

/**
 * Where a page saved without its address was (some sources kept the page, not where it came from): the
 * address its canonical link or its `og:url` gives, which is where a browser showed it to a reader.
 */
function savedFrom(doc: Document): string | undefined {
  const href =
    doc.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href') ??
    doc.querySelector('meta[property="og:url" i][content]')?.getAttribute('content');
  return href && /^https?:\/\/[a-z\d][\w.-]*\.[a-z]{2,}(?:[/:?#]|$)/i.test(href.trim())
    ? href.trim()
    : undefined;
}

/**
 * The postlight/parser fixtures were saved after that parser rewrote the meta tags (`property` to
 * `name`, `content` to `value`); this puts them back as the live page had them, so the finders read
 * what a browser would show them.
 */
function liveMetaTags(doc: Document): void {
  for (const meta of doc.querySelectorAll('meta[value]:not([content])')) {
    meta.setAttribute('content', meta.getAttribute('value')!);
    const name = meta.getAttribute('name') ?? '';
    if (/^(og|article|fb):/i.test(name)) meta.setAttribute('property', name);
  }
}

/**
 * Names compare without case, dots, commas or initials ("Clark C. Evans" is "clark evans"), with one
 * apostrophe for both ("O’Reilly" is "O'Reilly"), and in Han, kana and Hangul without spaces, which
 * those scripts do not need ("松村太郎" is "松村 太郎").
 */
export const personKey = (name: string) =>
  (inCjk(name) ? name.replace(/\s+/g, '') : name)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    // "Jr." and "III" are no part of the first and last name the product keeps.
    .filter((w) => w.length > 1 && !SUFFIXES.test(w))
    .join(' ');

/** First and last word: the product keeps a first and a last name ("Eleanor Ainge Roy" is "Eleanor Roy"). */
export const firstLast = (key: string) => {
  const w = key.split(' ');
  return `${w[0]} ${w.at(-1)}`;
};

/**
 * A company's name compared: in small letters, Latin accents aside ("Listin Diario" is "Listín Diario"),
 * its corporate form aside unless that is all of it (the magazine "Inc." is "Inc").
 */
const companyKey = (c: string) => {
  const key = c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/['’]s\b/g, '');
  const bare = key.replace(/\b(inc|llc|ltd|gmbh|ab|co)\b\.?/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
  return bare.length >= 2 ? bare : key.replace(/[^\p{L}\p{N}]+/gu, '');
};

/**
 * Whether `short` is written in capitals and is the initials of `long`'s capitalised words ("ACLU"),
 * a leading article aside ("WSJ": The Wall Street Journal).
 */
const initialsOf = (short: string, long: string) =>
  /^\p{Lu}{2,6}$/u.test(short) &&
  long
    .replace(/^The\s+/, '')
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('') === short;

/**
 * The same company: equal, one name holds the other ("CNNMoney" and "CNN"), or one is the other's
 * initials ("ACLU" and "American Civil Liberties Union").
 */
export function sameCompany(found: string | null, truth: string): boolean {
  if (!found) return false;
  const a = companyKey(found);
  const b = companyKey(truth);
  return (
    (a.length >= 2 && b.length >= 2 && (a === b || a.includes(b) || b.includes(a))) ||
    initialsOf(truth, found) ||
    initialsOf(found, truth)
  );
}

/**
 * A truth's address as the finders give it: in small letters, its domain in the ASCII form the
 * service is asked about ("info@tüv.co" is info@xn--tv-xka.co).
 */
function asFound(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  return `${address.slice(0, at).toLowerCase()}@${toAsciiDomain(domain) ?? domain}`;
}

export function scorePage(id: string, noData = false): PageScore & { close: () => Promise<void> } {
  const { doc, truth, close } = loadPage(id, noData);
  const found = new Set(findEmails(doc.body).map((e) => e.address.toLowerCase()));
  const want = new Set(truth.addresses.map(asFound));
  const optional = new Set(truth.optionalAddresses.map(asFound));
  // As in the content script: the finders come to a page with an address, a table row or a sign of
  // people (page/scan/people-module.ts); on any other, no one is found.
  const people = found.size || doc.querySelector('tr') || mayShowPeople(doc) ? findPeople(doc) : [];
  const byKey = new Map<string, FoundPerson>(
    people.map((p) => [firstLast(personKey(fullName(p.firstName, p.lastName))), p]),
  );
  const optionalPeople = new Set(truth.optionalPeople.map((n) => firstLast(personKey(n))));
  const score: PageScore = {
    id,
    truth,
    addresses: {
      found: [...found].filter((a) => want.has(a) || !optional.has(a)).length,
      right: [...want].filter((a) => found.has(a)).length,
      truth: want.size,
      missed: [...want].filter((a) => !found.has(a)),
      extra: [...found].filter((a) => !want.has(a) && !optional.has(a)),
    },
    people: { right: 0, truth: truth.people.length, missed: [], extra: [] },
    company: { right: 0, of: 0, wrong: [] },
    domain: { right: 0, of: 0, wrong: [] },
  };
  const matched = new Set<string>();
  for (const t of truth.people) {
    const key = firstLast(personKey(t.name));
    const p = byKey.get(key);
    if (!p) {
      score.people.missed.push(t.name);
      continue;
    }
    matched.add(key);
    score.people.right++;
    if (t.company) {
      score.company.of++;
      if (sameCompany(p.company, t.company)) score.company.right++;
      else score.company.wrong.push(`${t.name}: ${p.company ?? '—'} (page: ${t.company})`);
    }
    if (t.domain) {
      score.domain.of++;
      if (p.domain?.replace(/^www\./, '') === t.domain) score.domain.right++;
      else score.domain.wrong.push(`${t.name}: ${p.domain ?? '—'} (page: ${t.domain})`);
    }
  }
  for (const [key, p] of byKey)
    if (!matched.has(key) && !optionalPeople.has(key))
      score.people.extra.push(fullName(p.firstName, p.lastName));
  return { ...score, close };
}

export interface Totals {
  pages: number;
  addressRecall: number;
  addressPrecision: number;
  peopleRecall: number;
  /** The people found that the truth lists, and how many it lists. */
  peopleRight: number;
  peopleTruth: number;
  falsePeople: number;
  falsePeoplePer10Pages: number;
  companyRight: number;
  domainRight: number;
}

const ratio = (a: number, b: number) => (b ? a / b : 1);

export function totals(scores: PageScore[]): Totals {
  const sum = (f: (s: PageScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const falsePeople = sum((s) => s.people.extra.length);
  return {
    pages: scores.length,
    addressRecall: ratio(
      sum((s) => s.addresses.right),
      sum((s) => s.addresses.truth),
    ),
    addressPrecision: ratio(
      sum((s) => s.addresses.found - s.addresses.extra.length),
      sum((s) => s.addresses.found),
    ),
    peopleRecall: ratio(
      sum((s) => s.people.right),
      sum((s) => s.people.truth),
    ),
    peopleRight: sum((s) => s.people.right),
    peopleTruth: sum((s) => s.people.truth),
    falsePeople,
    falsePeoplePer10Pages: (falsePeople * 10) / Math.max(1, scores.length),
    companyRight: ratio(
      sum((s) => s.company.right),
      sum((s) => s.company.of),
    ),
    domainRight: ratio(
      sum((s) => s.domain.right),
      sum((s) => s.domain.of),
    ),
  };
}

/** Scores every page, or only those whose truth `only` keeps (the held-out third: a third of the time). */
export async function scoreCorpus(
  only: (truth: Truth) => boolean = () => true,
  noData = false,
): Promise<PageScore[]> {
  const out: PageScore[] = [];
  for (const id of corpusIds()) {
    if (!only(JSON.parse(readFileSync(join(CORPUS, id, 'truth.json'), 'utf8')) as Truth)) continue;
    const { close, ...score } = scorePage(id, noData);
    out.push(score);
    await close();
  }
  return out;
}
