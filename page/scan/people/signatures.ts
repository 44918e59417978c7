/**
 * Signature lines: a name, then the role the person signs with, then the organisation, alone in an
 * element of their own, as quotes, panels and statements sign them: "Ryan Merkley, CEO", "Jane Roe,
 * managing partner, Acme Corp", "Jane Roe, Head of Research at Acme". The role is what makes it a
 * signature ("David Price, six years remaining" and "Jill Binder, speaking at a WordCamp" are not).
 * Or stacked, a line an element: the name, the role, the organisation. And a text's closing signature,
 * for a page with no byline.
 */
import { DEGREES, SUFFIXES, splitName } from '../../../core/names';
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
  titlesItsPage,
  type FoundPerson,
} from './found';
import { personName } from './names';
import { pageWide } from './queries';

/**
 * Elements a signature stands alone in; a page's first 2,000, each of at most 150 characters. Not a
 * picture's caption: it names who is pictured (mentioned, not presented), not who signs. Nor a
 * quotation's source (`<blockquote>…<cite>Jane Roe, director…</cite>`): a story's quoted speaker.
 */
const HOLDERS = 'p, cite, a, dd, footer, figcaption';

/** A link to a person's profile on a network ("https://www.linkedin.com/in/besmertnik/"). */
const PROFILE_LINK =
  /^https?:\/\/(?:[\w-]+\.)?(?:linkedin\.com\/in|twitter\.com|x\.com|bsky\.app\/profile)\/[^/?#]+/i;

/**
 * A quote's attribution that gives a way to reach its speaker, their profile's link beside the name
 * (`<figure><blockquote>…</blockquote><figcaption><a href=linkedin.com/in/…>LinkedIn</a> Seth
 * Besmertnik, CEO and Co-Founder, Conductor</figcaption>`): an expert the page presents, not a story's
 * subject quoted. Its words without the profile links' labels; else null.
 */
function reachableQuote(el: Element): string | null {
  if (!el.closest('figure, blockquote')?.querySelector('blockquote, p')) return null;
  const links = [...el.querySelectorAll('a[href]')].filter((a) => PROFILE_LINK.test(a.getAttribute('href')!));
  if (!links.length) return null;
  let words = '';
  const walk = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling)
      if (c.nodeType === 3) words += c.nodeValue;
      else if (c.nodeType === 1 && !links.includes(c as Element)) walk(c);
  };
  walk(el);
  // A link's label for screen readers is no part of the organisation ("FamilyCare (opens in a new tab)").
  return words.replace(/\s*\(opens in a new (?:tab|window)\)/gi, '');
}

const holders = pageWide(HOLDERS);

export function fromSignatures(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const el of firstOf(holders(doc), 2000)) {
    // A picture's caption names who is pictured; a quote's, with its speaker's profile, who speaks.
    const quoted = el.localName === 'figcaption' || el.localName === 'cite' ? reachableQuote(el) : null;
    if (el.localName === 'figcaption' && quoted === null) continue;
    const raw = quoted ?? el.textContent ?? '';
    if (raw.length > 150 || el.querySelector('p, li, div')) continue;
    if (!raw.includes(',')) {
      const p = raw.length <= 60 ? stacked(el) : null;
      if (p) out.push(p);
      continue;
    }
    if (el.localName === 'cite' && el.closest('blockquote, q') && quoted === null) continue;
    // A quote's attribution under it starts with a dash, its role may be a writer's ("– Kyle Hughes,
    // Writer"); a byline's is no signature ("By Hillel Italie, AP National Writer").
    // An aside in brackets is no part of the role or the organisation ("Doug McMillon, CEO of Walmart
    // (during Walmart’s Q2 2025 earnings call on August 15, 2024)").
    const line = raw
      .replace(/\s+/g, ' ')
      .replace(/\s*\([^()]*\)/g, '')
      .trim();
    const dashed = /^[–—-]\s*/.exec(line);
    // A degree after the name is none of the role ("Lin Tian, PhD, Associate Professor", "Ruqiang Liang,
    // Ph.D., Chief Technology Officer").
    const [who, role, second, ...more] = line
      .slice(dashed?.[0].length ?? 0)
      .split(/\s*,\s*/)
      .filter((part, i) => i === 0 || !(SUFFIXES.test(part.replace(/\./g, '')) || DEGREES.test(part)));
    const signs = (r: string) => ROLE.test(r) || (!!dashed && /\bwriter\b/i.test(r));
    // A second role is no organisation ("The Brag Magazine Editor, Writer"). With more parts after the
    // role, the one set apart in an element of its own is the organisation, the rest the role's
    // ("Shelia R. Cotten, Professor of Sociology, Anthropology and Criminal Justice, <em>Clemson
    // University</em>", as a syndicated story signs its writer).
    const org =
      (more.length && setApart(el, [second!, ...more])) || (second && signs(second) ? undefined : second);
    const name = who && personName(who);
    if (!name || !role || !signs(role) || siteChromeOf(el) || regionOf(el, COMMENTS)) continue;
    // A role goes on to no quotation: that is a headline's ("Abdelmadjid Tebboune, président
    // algérien: «On a vu les conséquences …»", a video's link among the most viewed).
    if (/:\s|[«»“”„"]/u.test(role)) continue;
    // A card's headline under the name heading it belongs to ("<h4>Remy Maucherat</h4><p>Red Hat, Senior
    // Software Quality Engineer</p>") is that person's, no one else's signature.
    if (underNameHeading(el)) continue;
    // A link titled as the page it leads to is a post's title ("<a href=…/florence-nightingale-data-
    // analyst.html>Florence Nightingale, data analyst</a>" among a blog's popular posts), no one signing.
    if (el.localName === 'a' && titlesItsPage(el, line)) continue;
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

/** The one of these parts that is all of an emphasised or linked element's text in `el`, if any. */
function setApart(el: Element, parts: string[]): string | undefined {
  const own = [...el.querySelectorAll('em, i, strong, b, a')].map((e) => text(e));
  return parts.find((part) => own.includes(part));
}

/** Whether one of the two elements before it is a heading that names a person: a card's name over its headline. */
function underNameHeading(el: Element): boolean {
  for (let h = el.previousElementSibling, i = 0; h && i < 2; h = h.previousElementSibling, i++)
    if (/^h[1-6]$/.test(h.localName) && personName(text(h))) return true;
  return false;
}

/** A job said by where it is done, its words no title's: "Product Partnerships at TikTok". */
const WORKS_AT = /^\p{Lu}[\p{L}&/' -]{1,50}?\s(?:at|@)\s+\p{Lu}[^\s.]*(?:\s\p{Lu}[^\s.]*){0,3}$/u;

/**
 * A line that is an organisation's: capitalised, short, no digits (a phone, a street), no run of small
 * letters (a sentence), no role ("Jazz Pharmaceuticals plc", "Pure Financial Advisors").
 */
export const organisationLine = (line: string | undefined, max = 80): boolean =>
  !!line && line.length <= max && /^\p{Lu}/u.test(line) && !/\d|\s\p{Ll}{4}/u.test(line) && !ROLE.test(line);

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
  if (
    !role ||
    role.length > 100 ||
    !(ROLE.test(role) || WORKS_AT.test(role)) ||
    /[!?:]$|\p{Ll}{2}\.$/u.test(role)
  )
    return null;
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
  const company = organisationLine(org)
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
  // Not the notes after it ("(1) Ces chiffres …", "* Name changed"), nor the writer's contact lines
  // under it ("bschmidt@oregonian.com", "503-294-7628", "@_brad_schmidt"), nor empty paragraphs: the
  // signature comes before them.
  while (
    last &&
    (last.localName !== 'p' || FOOTNOTE.test(last.textContent!) || CONTACT_LINE.test(last.textContent!))
  )
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

/**
 * A line of a writer's contacts under their signature, and nothing else: an address, a phone number or
 * a social handle, with its label ("Twitter: @jroe"); or no words at all.
 */
const CONTACT_LINE =
  /^\s*(?:(?:e-?mail|phone|tel|twitter|x|instagram|bluesky)\s*:\s*)?(?:[^\s@]+@[^\s@]+\.\p{L}{2,}|@\w{1,30}|\+?\d[\d\s()./-]{6,18}\d)?\s*$/iu;

/** A note after a text: "(1) …", "[2] …", "* …", "1) …". */
const FOOTNOTE = /^\s*(?:\(\d{1,2}\)|\[\d{1,2}\]|\*+|\d{1,2}\))\s/;

/** A link to follow the writer that ends their signature's line: "Follow @tdmrussell", "@tdmrussell". */
const FOLLOW = /^(?:follow\b|@\w)/i;

/** A dash and "By" before a closing signature's name: "-- By Michael Russell". */
const SIGNED_BY = /^(?:[-–—]+\s*)?(?:by\s+)?(?=\p{Lu})/iu;

/** A desk signing with the writer: "… und Redaktion SimplyScience.ch", "… and the editors". */
const SIGNED_WITH_DESK =
  /\s(und|and|&|et|y|e)\s(die\s|the\s|la\s)?(redaktion|editors?|staff|rédaction|redacción|redazione)\b.*$/i;
