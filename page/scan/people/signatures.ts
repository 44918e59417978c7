/**
 * Signature lines: a name, then the role the person signs with, then the organisation, alone in an
 * element of their own, as quotes, panels and statements sign them: "Ryan Merkley, CEO", "Jane Roe,
 * managing partner, Acme Corp", "Jane Roe, Head of Research at Acme". The role is what makes it a
 * signature ("David Price, six years remaining" and "Jill Binder, speaking at a WordCamp" are not).
 * Or stacked, a line an element: the name, the role, the organisation. And a text's closing signature,
 * for a page with no byline.
 */
import { splitName, withoutTitles } from '../../../core/names';
import { headlineCompany } from './headlines';
import { siteChromeOf } from './chrome';
import {
  COMMENTS,
  firstOf,
  letters,
  mainText,
  person,
  regionOf,
  ROLE,
  text,
  type FoundPerson,
} from './found';
import { LEGAL_FORMS, personName } from './names';
import { pageWide } from './queries';
import { siteOf } from './site';
import { copyrightLines } from './site-name';

/**
 * Elements a signature stands alone in; a page's first 2,000, each of at most 150 characters. Not a
 * picture's caption: it names who is pictured (mentioned, not presented), not who signs. Nor a
 * quotation's source (`<blockquote>…<cite>Jane Roe, director…</cite>`): a story's quoted speaker.
 */
const HOLDERS = 'p, cite, a, dd, footer';

const holders = pageWide(HOLDERS);

export function fromSignatures(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const el of firstOf(holders(doc), 2000)) {
    const raw = el.textContent ?? '';
    if (raw.length > 150 || el.querySelector('p, li, div')) continue;
    if (!raw.includes(',')) {
      const p = raw.length <= 60 ? stacked(el) : null;
      if (p) out.push(p);
      continue;
    }
    if (el.localName === 'cite' && el.closest('blockquote, q')) continue;
    const [who, role, org, ...more] = raw
      .replace(/\s+/g, ' ')
      .trim()
      .split(/\s*,\s*/);
    const name = who && personName(who);
    if (!name || !role || !ROLE.test(role) || siteChromeOf(el) || regionOf(el, COMMENTS)) continue;
    // After the role, a sentence goes on ("Winston Chi, Butter's founder and CEO, told TechCrunch that
    // …"): an organisation is capitalised, or an address.
    if (org && /^\p{Ll}/u.test(org) && !/^[\p{Ll}\d-]+\.\p{L}{2,}$/u.test(org)) continue;
    // So does one whose later part starts in small letters ("Like Jobs, Page has a co-founder, Sergey
    // Brin, but Page has always been …").
    if (more.some((part) => /^\p{Ll}/u.test(part))) continue;
    const company = org?.replace(/\.$/, '') || headlineCompany(role);
    const p = person(splitName(name), company, null, 'card', el);
    if (p) out.push(p);
  }
  return out;
}

/**
 * A signature stacked a line a paragraph, as a press release's contacts and a letter's close are set:
 * the name alone, the role it signs with alone in the next paragraph (short, no sentence), then the
 * organisation when the paragraph after is one (capitalised, its words in small letters short, "of",
 * "plc"; no digits: not a phone number or a street), else the one the role names ("Chief economist, Capital Economics – London"): "<p>Kathee Littrell</p><p>Vice President, Investor Relations</p><p>Jazz Pharmaceuticals
 * plc</p>".
 */
function stacked(el: Element): FoundPerson | null {
  const next = el.localName === 'p' ? el.nextElementSibling : null;
  const role = next?.localName === 'p' ? text(next) : '';
  // A role ends no sentence (an abbreviation may end it: "Valhalla, N.Y.").
  if (!role || role.length > 100 || !ROLE.test(role) || /[!?:]$|\p{Ll}{2}\.$/u.test(role)) return null;
  // The paragraph is the name, all of it: not a byline ("By Jane Roe"), nor a credit's job in capitals
  // before it ("EXECUTIVE PRODUCER Jane Roe").
  const shown = text(el);
  if (
    /^(by|von|par|por|door|di|av)\s/i.test(shown) ||
    (/\p{Lu}{3}/u.test(shown) && /\p{Lu}\p{Ll}/u.test(shown))
  )
    return null;
  const name = personName(shown);
  if (!name || letters(name) !== letters(shown) || siteChromeOf(el) || regionOf(el, COMMENTS)) return null;
  const after = next!.nextElementSibling;
  const org = after?.localName === 'p' ? text(after) : '';
  const company =
    org && org.length <= 80 && /^\p{Lu}/u.test(org) && !/\d|\s\p{Ll}{4}/u.test(org) && !ROLE.test(org)
      ? org
      : // Else the organisation the role names, before the place ("Chief economist, Capital Economics – London").
        headlineCompany(role.replace(/\s+[-–—]\s+[^,–—-]+(?:,\s*[\p{L}.]+)?$/u, ''));
  return person(splitName(name), company, null, 'card', el);
}

/**
 * The text's closing signature: the last paragraph of the page's main text (the element holding the
 * most paragraphs), its notes aside, when its first line is a name alone, or a name and the desk ("Guido Santner und
 * Redaktion SimplyScience.ch"; "Antje Rávic Strubel<br>Aus: Das Brandenbuch…").
 */
export function closingSignature(doc: Document): { name: string; el: Element } | null {
  const main = mainText(doc);
  if (!main) return null;
  let last = main.lastElementChild;
  // Not the notes after it ("(1) Ces chiffres …", "* Name changed"): the signature comes before them.
  while (last && (last.localName !== 'p' || FOOTNOTE.test(last.textContent!)))
    last = last.previousElementSibling;
  if (!last) return null;
  // Its first line: the text before a line break.
  let line = '';
  const walker = doc.createTreeWalker(last, 0x1 | 0x4 /* elements and text */);
  for (let n = walker.nextNode(); n && line.length < 80; n = walker.nextNode())
    if (n.nodeType === 3) {
      if (n.parentElement?.localName !== 'script') line += n.nodeValue;
    } else if ((n as Element).localName === 'br' || FOLLOW.test((n as Element).textContent!.trim())) break;
  line = line
    .replace(/\s+/g, ' ')
    .replace(SIGNED_WITH_DESK, '')
    .replace(VALEDICTION, '')
    .replace(SIGNED_BY, '')
    .trim();
  const name = line.length < 60 ? personName(line) : null;
  return name ? { name, el: last } : null;
}

/**
 * The words a letter closes with before the signature: "Euer HansEhrlich", "Yours, Jane Roe", "Liebe
 * Grüße, Anna Berg". What follows them is the signature, judged alone.
 */
const VALEDICTION =
  /^(?:(?:euer|eure|dein|deine|ihr|ihre|yours|cheers|best|love|regards|cordialement|saludos|saluti|groetjes)\b|(?:liebe|viele|beste|herzliche)\s+grüße\b|(?:best|kind|warm)\s+regards\b)[,!]?\s*/i;

/** A note after a text: "(1) …", "[2] …", "* …", "1) …". */
const FOOTNOTE = /^\s*(?:\(\d{1,2}\)|\[\d{1,2}\]|\*+|\d{1,2}\))\s/;

/** A link to follow the writer that ends their signature's line: "Follow @tdmrussell", "@tdmrussell". */
const FOLLOW = /^(?:follow\b|@\w)/i;

/** A dash and "By" before a closing signature's name: "-- By Michael Russell". */
const SIGNED_BY = /^(?:[-–—]+\s*)?(?:by\s+)?(?=\p{Lu})/iu;

/** A desk signing with the writer: "… und Redaktion SimplyScience.ch", "… and the editors". */
const SIGNED_WITH_DESK =
  /\s(und|and|&|et|y|e)\s(die\s|the\s|la\s)?(redaktion|editors?|staff|rédaction|redacción|redazione)\b.*$/i;

/** A copyright line that is a name alone, after the sign and a year or two: "© 2019–2023 Jane Roe". */
const COPYRIGHT_NAME =
  /^(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s*)?([^.,|©]+?)\.?$/i;

/**
 * Whether a name is a whole person's name that a site's address bears, by its family name's first
 * letters (four or five), as a personal site's does ("Richard Schneeman" on schneems.com).
 */
function bornBy(name: string, host: string): boolean {
  const stem = letters(name.split(' ').at(-1)!).slice(0, 5);
  return stem.length >= 4 && letters(host).includes(stem) && personName(name) === name;
}

/**
 * A personal site's owner, named alone in its copyright line ("© Richard Schneeman" on schneems.com):
 * who wrote a page that has no byline. The site's address must bear their name: a company's or an
 * agency's line ("© 2023 General Mills", "© Getty Images") names no one.
 */
export function copyrightOwner(doc: Document): { name: string; el: Element } | null {
  const host = hostOf(doc);
  // Asked only of a page with no byline, so not one of the scan's prepared page-wide steps, which
  // every page would pay for.
  for (const el of [...doc.querySelectorAll('[class*="copyright" i]')].slice(0, 5)) {
    const t = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const held = t.length <= 80 ? COPYRIGHT_NAME.exec(t)?.[1] : undefined;
    if (held && bornBy(held, host)) return { name: held, el };
  }
  return null;
}

/** A legal form after a name ("Faro de Vigo, S.A.", "Acme GmbH"): a company's, never a person's. */
const LEGAL_FORM = new RegExp(`^,?\\s+(?:${LEGAL_FORMS})(?![\\p{L}])`, 'u');

/**
 * Whether the page's copyright line gives `name` a legal form, in any case ("© Faro de Vigo, S.A.
 * Todos los derechos reservados.", "EDITORA LISTIN DIARIO, S.A."): then an author tag that says it
 * names the publisher. Read only when an author tag names someone.
 */
export function incorporated(doc: Document, name: string): boolean {
  const lines = firstOf(doc.querySelectorAll('[class*="copyright" i]'), 5).map((el) => el.textContent ?? '');
  return [...lines, ...copyrightLines(doc)].some((t) => {
    const at = t.toLowerCase().indexOf(name.toLowerCase());
    return at >= 0 && LEGAL_FORM.test(t.slice(at + name.length));
  });
}

/** The page's host, where it has one. */
const hostOf = (doc: Document) => (doc.URL.startsWith('http') ? new URL(doc.URL).hostname : '');

/** A link to the site owner's own page: "Über mich", "About me", "À propos de moi", "Sobre mí"… */
const ABOUT_ME = /^(über mich|about me|à propos de moi|sobre mí|chi sono|over mij)$/i;

/**
 * A personal site's owner, its name theirs ("Dr. Alexander Klier" on alexander-klier.net, with a link
 * "Über mich"): who wrote a page that has no byline. As for the copyright line, the site's address
 * must bear their name; and the site must have a page about its owner, which a brand named after its
 * founder does not. Only the page's first 300 links are read.
 */
export function siteOwner(doc: Document): { name: string; el: Element } | null {
  const site = siteOf(doc);
  const held = site.name && withoutTitles(site.name);
  if (!held || !bornBy(held, site.host ?? '')) return null;
  const anchors = doc.getElementsByTagName('a');
  for (let i = 0; i < anchors.length && i < 300; i++)
    if (ABOUT_ME.test(anchors[i]!.textContent!.trim())) return { name: held, el: doc.body };
  return null;
}

/**
 * A personal site's owner introducing themselves in its main heading ("Hey, I’m Kiko Beats, a
 * millennial doing stuff on internet working at IBM." on kikobeats.com). As for the copyright line,
 * the site's address must bear their name: a headline quoting someone on another site names no one.
 */
const INTRODUCED =
  /^(?:(?:hi|hey|hello|hallo|salut|hola|ciao)\b[\s,!.]*)?(?:I['’]m|I am|my name is|ich bin|je suis|je m['’]appelle|soy|me llamo|sono|mi chiamo)\s+(\p{Lu}[^,.;!:()–—]{2,40}?)(?=\s*[,.;!:()–—]|\s+(?:and|a|an|the|und|ein|eine|un|une|from|aus|de|of)\s|$)/iu;

/** Where they say they work: "working at IBM", "arbeite bei Siemens", "travaille chez Renault". */
const WORKS_AT =
  /\b(?:work(?:ing|s)?\s+(?:at|for)|employed\s+(?:at|by)|arbeite\s+(?:bei|für)|travaille\s+chez|trabajo\s+en)\s+(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’-]*){0,3})/u;

export function introducedOwner(doc: Document): { name: string; el: Element; company: string | null } | null {
  const host = hostOf(doc);
  const h1 = doc.getElementsByTagName('h1');
  for (let i = 0; i < h1.length && i < 3; i++) {
    const t = (h1[i]!.textContent ?? '').replace(/\s+/g, ' ').trim();
    const m = t.length <= 300 ? INTRODUCED.exec(t) : null;
    const held = m?.[1]?.trim();
    if (held && bornBy(held, host))
      return {
        name: held,
        el: h1[i]!,
        company: WORKS_AT.exec(t.slice(m!.index + m![0].length))?.[1] ?? null,
      };
  }
  return null;
}
