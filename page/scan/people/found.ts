/** What a person found on a page is, and the small helpers every people source shares. */
import { isKnownDomain } from '../../../core/checks/providers';
import { normalizeDomainInput } from '../../../core/checks/domain-input';
import { fullName, withoutAccents } from '../../../core/names';
import { capital, caselessName, givenNameKnown, personName } from './names';
import { pageWide } from './queries';

export {
  capitalised,
  DESCRIBED_PICTURE,
  firstOf,
  firstText,
  letters,
  linedText,
  lines,
  pageTexts,
  shortText,
  slug,
  spacedText,
  text,
  titlesItsPage,
  wordsBefore,
} from './words';
export { COMMENTS, ELSEWHERE, mainText, regionOf, storyBoxes } from './regions';
import { regionOf } from './regions';
import { pageTexts, spacedText, text } from './words';

export type PersonSource =
  | 'jsonld'
  | 'microdata'
  | 'hcard'
  | 'meta'
  | 'citation'
  | 'table'
  | 'record'
  | 'profile'
  | 'byline'
  | 'list'
  | 'ranked'
  | 'labelled'
  | 'sender'
  | 'card'
  | 'portrait'
  | 'speaker';

export interface FoundPerson {
  firstName: string;
  lastName: string;
  company: string | null;
  domain: string | null;
  source: PersonSource;
  /** 0–1, by source. */
  confidence: number;
  /** Their own address, when the page shows it with them (a sender line, a staff card). */
  address?: string;
  element: Element;
  /** Where the badge goes when not after the element's text: the name's own element in a card (a conversation's name, not after its last message). */
  anchor?: Element;
  /** The name's own text when it is one line of the element's ("Jörg Steinbach" in a list of lines): the badge goes after it. */
  text?: { node: Text; start: number; end: number };
}

const CONFIDENCE: Record<PersonSource, number> = {
  jsonld: 0.95,
  microdata: 0.9,
  hcard: 0.85,
  meta: 0.8,
  citation: 0.85,
  table: 0.75,
  record: 0.7,
  profile: 0.5,
  byline: 0.6,
  list: 0.5,
  ranked: 0.5,
  labelled: 0.5,
  sender: 0.6,
  card: 0.6,
  portrait: 0.5,
  speaker: 0.6,
};
/**
 * The page's meta tags whose `name` or `property` (in lower case) passes `key`, in document order:
 * one tag list that the browser keeps, where a selector per tag walks the whole page (on a
 * 10,000-row table, 1 to 2 ms each).
 */
export const metas = (doc: Document, attr: 'name' | 'property', key: (value: string) => boolean) =>
  [...doc.getElementsByTagName('meta')].filter((m) => key(m.getAttribute(attr)?.toLowerCase() ?? ''));

/**
 * The content of the page's first meta tag of that name or property. A property may be written as a
 * name too (`<meta name="og:site_name">`, as some sites write Open Graph's).
 */
export const metaContent = (doc: Document, attr: 'name' | 'property', value: string): string | null =>
  metas(doc, attr, (v) => v === value)[0]?.getAttribute('content') ??
  (attr === 'property' ? metaContent(doc, 'name', value) : null);

/**
 * A consent banner, whose tables name cookies and vendors ("Borlabs Cookie", "Cookie Name"), never
 * people; not a wrapper around the page's story that notes one ("has-cookie-bar").
 */
export const inConsentBanner = (el: Element) => {
  const banner = regionOf(
    el,
    '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i]',
  );
  return !!banner && !banner.querySelector('h1, article, main');
};

/** Text to match as it is inside a RegExp. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const domainOf = (url: unknown): string | null =>
  typeof url === 'string' && url.trim() ? normalizeDomainInput(url) : null;

/** A domain that may say where someone works: a free mail provider's says nothing ("gmail.com"). */
export const workDomain = (domain: string | null | undefined): string | null =>
  domain && !isKnownDomain(domain) ? domain : null;

/** A name's letters and digits in lower case, in any script: for comparing names written in Han too. */
const anyScript = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function person(
  names: { firstName: string; lastName: string } | null,
  company: string | null,
  domain: string | null,
  source: PersonSource,
  element: Element,
  /** The whole name as the page writes it, when it has more words than the two kept. */
  shown?: string,
): FoundPerson | null {
  if (!names) return null;
  // A name the page's data writes in small letters ("kirstin boatto", a blog's author in its JSON-LD)
  // is a name in capitals when its first word is a given name the lists know.
  if (
    source in DATA &&
    lowerCase(shown ?? `${names.firstName} ${names.lastName}`) &&
    givenNameKnown(names.firstName)
  ) {
    names = { firstName: upper(names.firstName), lastName: upper(names.lastName) };
    shown &&= upper(shown);
  }
  // Labelled fields are trusted as they are, and a byline's names were judged with the names beside
  // them (names.ts); elsewhere the name must look like one.
  const judged = source === 'table' || source === 'record' || source === 'byline';
  const full = shown ?? fullName(names.firstName, names.lastName);
  if (!judged && !personName(full) && !(source in DATA && caselessName(full) && shownOnPage(element, full)))
    return null;
  // Capitals that the page's own text writes in small letters are a phrase, not a name: an author
  // "ΣΥΝΤΑΚΤΙΚΗ ΟΜΑΔΑ" (the editorial team) where the comment rules say "η συντακτική ομάδα".
  if (!asTyped(source) && full === full.toUpperCase() && full !== full.toLowerCase())
    if (shownOnPage(element, withoutAccents(full).toLowerCase(), withoutAccents)) return null;
  // No one works for their own name ("Social Links for Victor Nava" beside his byline), in any script.
  const employer = company && anyScript(company) !== anyScript(full) ? company : null;
  // A name's words in capitals, as data and bylines often write them ("MORITZ PAPPERT", "Chokri
  // GHARBI"), are shown as a name is written; a table's cell is shown as its owner typed it.
  const written = asTyped(source)
    ? names
    : { firstName: capitalWords(names.firstName), lastName: capitalWords(names.lastName) };
  return { ...names, ...written, company: employer, domain, source, confidence: CONFIDENCE[source], element };
}

const lowerCase = (t: string) => t === t.toLowerCase() && t !== t.toUpperCase();
/** Each word's first letter in capitals, and after a hyphen, an apostrophe or an initial's dot. */
const upper = (t: string) => t.replace(/(^|[\s'’.-])\p{L}/gu, (c) => c.toUpperCase());

/** Sources whose names are shown as the user's own records hold them: a CRM's table or record. */
const asTyped = (source: PersonSource) => source === 'table' || source === 'record';

/** Each word of `name` in capitals (two letters or more, with a vowel: not "DJ") as a name's word. */
const capitalWords = (name: string) =>
  name.replace(/[\p{L}\p{M}'’.-]{2,}/gu, (w) => (/[AEIOUYÀ-ÖØ-Ý]/u.test(w) ? capital(w) : w));

/** Sources where the page's data says the name is a person's. */
const DATA: Partial<Record<PersonSource, true>> = { jsonld: true, microdata: true, meta: true };

/** Whether a text of the page, not of a script, shows `full` (as `seen` reads a text). */
export function shownOnPage(element: Element, full: string, seen = (t: string) => t): boolean {
  for (const n of pageTexts(element.ownerDocument))
    if (seen(n.data.replace(/\s+/g, ' ')).includes(full)) return true;
  return false;
}

/** A visible element that shows the name, for the badge; else the fallback. */
export function nameElement(doc: Document, full: string, fallback: Element): Element {
  for (const el of doc.querySelectorAll('h1, h2, h3, [itemprop="name"], .name, .fn, .p-name'))
    if (text(el) === full) return el;
  // Or a link that shows the name alone (a post's writer linked to their page); the first 1,000.
  const links = doc.getElementsByTagName('a');
  for (let i = 0; i < links.length && i < 1000; i++) if (text(links[i]!) === full) return links[i]!;
  return fallback;
}

/**
 * Words that say what follows is a team: "Unser Team", "Our staff", "Speakers", "Ansprechpartner".
 * Not "Leadership" or "Management": magazines head sections of their menus with them.
 */
export const TEAM =
  /\b(team|teams|staff|our people|speakers?|contributors|mitarbeiter\w*|ansprechpartner\w*|vorstand|équipe|equipo|squadra|referenten)\b/i;
/** Words that say what follows is the site's own people ("Our Staff", "Redaktion"): not its speakers. */
export const STAFF =
  /\b(team|staff|our people|mitarbeiter\w*|ansprechpartner\w*|redaktion|vorstand|équipe|equipo|squadra)\b/i;

/**
 * Whether words before an element say what it is: its previous siblings', up to three levels up, or
 * the heading its box starts with (the tenth card under "Our Staff").
 */
export function underWords(el: Element, words: RegExp): boolean {
  for (let box: Element | null = el, up = 0; box && up < 3; box = box.parentElement, up++) {
    for (let s = box.previousElementSibling, i = 0; s && i < 3; s = s.previousElementSibling, i++)
      if (words.test(text(s).slice(0, 100))) return true;
    const first: Element | null | undefined = box.parentElement?.firstElementChild;
    if (first && first !== box && /^H[1-6]$/.test(first.tagName) && words.test(text(first).slice(0, 100)))
      return true;
  }
  return false;
}

/** The roles people sign with, in the languages of the corpus. */
export const ROLE =
  /(^|[\s-])(ceo|cto|cfo|coo|cmo|vp|chief|president|chair(man|woman|person)?|founder|director|managing|manager|head|officer|partner|principal|owner|executive|editor|lecturer|researcher|scientist|engineer|(team|tech|technical|project|product|program|design|engineering|sales|research|data) lead|evangelist|consultant|analyst|spokes(man|woman|person)|reporter|correspondent|journalist|attorney|counsel|geschäftsführer(in)?|vorstand|leiter(in)?|\p{L}*sprecher(in)?|\p{L}*referent(in)?|ansprechpartner(in)?|inhaber(in)?|professor(in)?|directeur|directrice|présidente?|fondat(eur|rice)|gérante?|directora|presidenta?|fundador(a)?|gerente|direttore|direttrice|presidente|fondatore)\b/iu;

/** Where a writer's bio says who they work for (a story's foot: its "tagline", "Dye is a reporter for …"). */
const bioBoxes = pageWide(
  '[class*="bio" i], [class*="author" i], [class*="byline" i], [class*="contributor" i], [class*="tagline" i]',
);

/**
 * The page's bios: the first 40 elements that can hold one, each of at most 800 characters. The query
 * is one of the scan's prepared page-wide steps, so the bylines and the publisher both read it and
 * neither runs it in its own task.
 */
export const biosOf = (doc: Document) =>
  [...bioBoxes(doc)]
    .slice(0, 40)
    .map((el) => {
      const t = (el.textContent ?? '').replace(/\s+/g, ' ');
      // A bio in the first person names its writer in the box around it ("About Ben Nadel" over
      // "I am the co-founder and a principal engineer at InVision App, Inc").
      return FIRST_PERSON.test(t) && el.parentElement ? spacedText(el.parentElement) : t;
    })
    .filter((t) => t.length <= 800);
const FIRST_PERSON = /^\s*I(?: am|['’]m)\s/;
