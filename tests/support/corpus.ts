/**
 * The real-page corpus (tests/corpus): each page with a truth file written by reading the page, and
 * the scorer `npm run eval:pages` and the corpus test share. A page is parsed by happy-dom at its
 * original address (its scripts never run), then read by the same finders the content script uses
 * when the popup asks for the whole page: every address in the body, every person.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Window } from 'happy-dom';
import { toAsciiDomain } from '../../core/checks/idna';
import { fullName, inCjk, SUFFIXES } from '../../core/names';
import { findEmails } from '../../page/scan/emails';
import { mayShowPeople } from '../../page/scan/people-module';
import { findPeople, type FoundPerson } from '../../page/scan/people';

export interface TruthPerson {
  name: string;
  /** Absent: the page does not say (not scored). */
  company?: string | null;
  domain?: string;
}
export interface Truth {
  kind: string;
  url: string;
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
  const window = pageWindow(truth.url);
  const doc = parsePage(window, html);
  if (truth.source.repository === 'postlight/parser') liveMetaTags(doc);
  if (noData) withoutData(doc);
  return { doc, truth, close: () => window.happyDOM.close() };
}

/**
 * A saved page read into `window` as a browser reads it, where happy-dom reads it otherwise
 * (`browserMarkup`, `bodyOutOfHead`).
 */
export function parsePage(window: Window, html: string): Document {
  const doc = new window.DOMParser().parseFromString(browserMarkup(html), 'text/html') as unknown as Document;
  bodyOutOfHead(doc);
  return doc;
}

/** A window at a saved page's address that runs none of its scripts and loads nothing it links. */
export const pageWindow = (url: string) =>
  new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });

/** What a document's head may hold; anything else ends it. */
const HEAD_ONLY = /^(base|link|meta|noscript|script|style|template|title)$/i;

/**
 * happy-dom keeps an element that has no place in the head there, and all that follows it (a widget's
 * `<div>` a script put in the head before the page was saved): the body comes out empty. A browser
 * ends the head at that element and reads it and the rest into the body, as this does.
 */
export function bodyOutOfHead(doc: Document): void {
  const head = doc.head;
  const body = doc.body;
  if (!head || !body) return;
  const first = [...head.children].find((el) => !HEAD_ONLY.test(el.localName));
  if (!first) return;
  const moved: Node[] = [];
  for (let n: Node | null = first; n; n = n.nextSibling) moved.push(n);
  body.prepend(...moved);
}

/**
 * A saved page's text as a browser reads it: UTF-8 when its bytes are UTF-8 (many pages were saved
 * again as UTF-8 and still declare their old charset), else in the charset it declares
 * ("<meta charset="iso-8859-1">"), else windows-1252, the web's default for a page that says none.
 */
export function decoded(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const head = bytes.subarray(0, 4096).toString('latin1');
    const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
    try {
      return new TextDecoder(declared ?? 'windows-1252').decode(bytes);
    } catch {
      return new TextDecoder('windows-1252').decode(bytes);
    }
  }
}

/**
 * A saved page's markup written so that happy-dom reads it as a browser does, where it does not:
 * - Comments. After "<!--div class=…> … </div-->" (markup a theme commented out) happy-dom drops the
 *   rest of the page, or keeps the commented-out elements; after a mail's conditional comment's end
 *   left alone ("<![endif]-->", which a browser reads as a comment up to its first ">") it drops the
 *   rest of the page. A browser shows no comment, so comments are taken out (a script's text, where
 *   "<!--" is no comment, is kept).
 * - Styles. No finder reads one, and happy-dom misreads them: one inside an SVG it reads to the end
 *   of the file, so the rest of the page vanishes; one inside a table it keeps as the table's text.
 *   They are taken out.
 * - A script's end, where the text ends in a "<" and no space after it ("for(r=0;r<t.length;r++){…}",
 *   "if(w<768){…}" minified): happy-dom takes "<t.length;…}" and the end tag's "<" for a tag's name
 *   and reads the rest of the page as the script. A line break is put before the end tag (what the
 *   script says is the same).
 * - An end tag with more before its ">" ("</script\n  <!--Facebook Page Plugin-->", "</svg </span>"):
 *   a browser reads the more as the tag's attributes and ends the element; happy-dom does not end it
 *   and loses the rest of the page. It is written "</script>", "</svg>".
 * - A "<" that starts no tag ("under <5 kg"): text in a browser, a tag's start in happy-dom, which
 *   loses the words up to the next ">". It is written "&lt;".
 * All is read in one pass, in the page's order, as a browser reads it: "</script -->" inside a
 * comment is the comment's, an end tag inside a script the script's. A `<noscript>`'s content is
 * left as happy-dom reads it, elements: on a saved page whose scripts draw the post (a blog's post in
 * a script's template and a noscript copy), the copy stands for what the scripts would draw.
 */
export function browserMarkup(html: string): string {
  return html.replace(
    /(<(script|style)\b[\s\S]*?)<\/\2(?:[\t\n\f\r /][^>]*)?>|<!--[\s\S]*?-->|<!\[[^>]*>|<\/([a-z][^\t\n\f\r />]*)[\t\n\f\r /][^>]*>|<(?![a-z/!?])/gi,
    (all, text?: string, tag?: string, ended?: string) => {
      if (text) return /^style$/i.test(tag!) ? '' : `${text}\n</${tag}>`;
      if (ended) return `</${ended}>`;
      return all === '<' ? '&lt;' : '';
    },
  );
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
