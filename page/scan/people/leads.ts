/**
 * Paragraphs and lines that say who wrote the page by their shape alone (bylines.ts reads them among
 * its lead blocks): "<p>Von Claudia Lindner</p>", a column's bold title and its writers, a name and
 * the role they write in, "By Name:" before the story, a lead that ends with its writer's name, a
 * sentence that says who published the page (headline-lines.ts: a line beside the headline). About
 * 310 lines: one short reader per shape, most of them sharing the lead words defined at the top.
 */
import { ROLE, capitalised, firstOf, firstText, shortText, spacedText, text } from './found';
import { BYLINE_LEAD, bylineNames, DATED, GENRE_BY, listedNames } from './byline-names';
import { caselessName, personName } from './names';
import { authorLink, namesItsPage } from './author-links';
import { pageWide } from './queries';

/**
 * The word that says who wrote it, in the corpus's languages, then the name: alone, or after a title;
 * or after what kind of text it is ("Eine Kolumne von Nils Pickert").
 */
const BY = `(?:${GENRE_BY}|(?:written|posted|story|words|reported) by|by|von|par|por|door)`;
const BY_NAME = new RegExp(`^${BY}:?\\s+(.+)$`, 'i');
/** The lead alone, as a text that may be a byline starts. */
const BY_LEAD = new RegExp(`^${BY}:?\\s`, 'i');
const BY_AFTER_TITLE = new RegExp(`^\\s*${BY}\\s+(\\p{Lu}.*)$`, 'iu');

/**
 * A paragraph that is only "by" (or "von", "par", "por", "door") and a name, plain or linked wherever
 * the link goes ("by <a href="http://kellybadal.com/">Kelly Phillips Badal</a>", "<p>Von Claudia
 * Lindner</p>"), the whole of it in italics or bold or not ("<p><em>Von Ulrich Nitsche</em></p>"):
 * not a sentence that goes on. The lead may end with a colon ("By: …"). A small heading may be one
 * ("<h5><em>Von Leonora Holling</em></h5>"), and so may a list item, an icon beside it ("<li><hde-e-icon>
 * </hde-e-icon><span>von Alexander Rosenkranz</span></li>"). Any element, when `afterBy` found it from
 * the name inside.
 */
export function byNameAlone(el: Element, anyElement = false): boolean {
  if (!anyElement && !/^(p|h5|h6|li)$/.test(el.localName)) return false;
  // Asked of a page's first 300 paragraphs: most start with no lead, and need no more reading. Read
  // without its soft hyphens ("Von Mat&shy;thi&shy;as Lauerer").
  const read = text(el);
  if (!BY_LEAD.test(read)) return false;
  // The date after the name is none of it ("Written by <a>Rachael Link, MS, RD</a> on November 14,
  // 2019"): looked for in a short text only.
  const all = read.length < 300 ? undated(read) : read;
  if (namesBeforeBreak(el)) return true;
  // The writer's picture or an icon beside it is no part of it ("<p><img class="autorenbild"> <i>Von
  // Jennifer Patt</i></p>"); nor are wrappers that hold all of it ("<p><span style="color: …"><strong>Von …").
  let box = el;
  let whole = false;
  for (
    let kid = onlyChild(box);
    kid && WRAPPER.test(kid.localName) && text(kid) === all;
    kid = onlyChild(box)
  ) {
    whole ||= kid.localName !== 'span';
    box = kid;
  }
  const inner = [...box.children].filter(shown);
  if (inner.length > 1) return false;
  // The name may be a link to the writer's page, wrapped for its microdata ("<em>Von <span itemscope
  // …>Cosima Künzel</span></em>") or set in bold ("By <strong>John&nbsp;Gruber</strong>"); a place
  // after a dash in an element of its own, last, is where they file from ("Por Diêgo Holanda, G1 RO
  // <span>— Porto Velho</span>").
  const last = inner[0];
  const placed = last && all.endsWith(text(last)) && /^[—–-]\s*\p{Lu}/u.test(text(last)) ? last : null;
  const a = placed ? undefined : inner[0];
  if (a && !/^(a|span|strong|b|em|i|button)$/.test(a.localName)) return false;
  const m = BY_NAME.exec(all.slice(0, placed ? -text(placed).length : undefined).trim());
  if (!m || (a && m[1] !== text(a))) return false;
  if (personName(m[1]!)) return true;
  // Set apart in bold or italics, or before its place, the name may be followed by where the writer
  // works and is, each a few capitalised words: "<p><strong>By Nada Tawfik, BBC News, New York</strong></p>".
  const [name, ...rest] = m[1]!.split(/,\s*/);
  // Or several names and where they file from ("Von <span>Anna Martel und Lea Wagner, Nairobi</span>").
  const several = listedNames(name!);
  if (
    several.length > 1 &&
    several.every((n) => personName(n) === n) &&
    rest.length <= 1 &&
    rest.every((r) => WHERE.test(r))
  )
    return true;
  return (
    (!!whole || !!placed) && !a && rest.length <= 2 && rest.every((r) => WHERE.test(r)) && !!personName(name!)
  );
}

/**
 * A text without the date that ends it after "on", a bar, a dot or a spaced dash ("…, MS, RD on
 * November 14, 2019").
 */
function undated(t: string): string {
  const m = DATED_TAIL.exec(t);
  return m && m[1]!.length <= 30 && DATED.test(m[1]!) ? t.slice(0, m.index) : t;
}
const DATED_TAIL = /(?:\s+on|\s*[|•·]|\s[–—-])\s+([^|•·]+)$/u;

/** A child that shows words: not a picture, nor an icon's empty element ("<hde-e-icon>"). */
const shown = (c: Element) => c.localName !== 'img' && !!c.textContent!.trim();

/** What wraps a byline's text to style it. */
const WRAPPER = /^(em|i|strong|b|span)$/;

/** An element's one child, pictures aside, or null. */
function onlyChild(el: Element): Element | null {
  const kids = [...el.children].filter(shown);
  return kids.length === 1 ? kids[0]! : null;
}

/**
 * A paragraph whose first line, before a line break or a bar, is "by" and names, each maybe linked or
 * in bold: "<p>Von <strong><a …>Roland Brockmann</a></strong> und <strong><a …>Sebastian
 * Drescher</a></strong><br> Kakuma /Kenia</p>", "Ein Artikel von <strong>Pamela Sladky</strong> |
 * 27.01.2022 - 12:45". Every part must be a name.
 */
function namesBeforeBreak(el: Element): boolean {
  let line = '';
  let broken = false;
  for (const n of el.childNodes) {
    if (
      (n as Element).localName === 'br' ||
      (n.nodeType === 3 && /^\s*(?:[|•·]\s|[—–]\s*\S)/u.test(n.nodeValue!))
    ) {
      broken = true;
      break;
    }
    line += n.textContent;
  }
  const m = broken ? BY_NAME.exec(line.replace(/\s+/g, ' ').trim()) : null;
  const names = m ? listedNames(m[1]!) : [];
  return names.length > 0 && names.length <= 4 && names.every((n) => personName(n));
}

/** A few capitalised words: an employer or a place after a byline's name ("BBC News", "New York"). */
const WHERE = /^\p{Lu}[\p{L}\p{N}.'’&-]*(?:\s+\p{Lu}[\p{L}\p{N}.'’&-]*){0,3}$/u;

/**
 * A paragraph that is a column's or series' title in bold and who wrote it: "<p><strong>Triple
 * Water</strong> von Evan Tepest und Selma Kay Matter</p>". The names after the lead, and nothing else.
 */
export function titledBy(el: Element): string | null {
  const title = el.firstElementChild;
  if (el.localName !== 'p' || el.childElementCount !== 1 || !title || !/^(strong|b)$/.test(title.localName))
    return null;
  if (el.firstChild !== title || (el.textContent?.length ?? 0) > 120) return null;
  const m = BY_AFTER_TITLE.exec(el.textContent!.slice(title.textContent!.length));
  return m ? m[1]! : null;
}

/**
 * A paragraph that is only a name and the role they write in, perhaps after a label and before their
 * employer: "Analysis: Andrew Walker, economics correspondent", "Jane Roe, staff reporter, The Times".
 * The role is a few words that say a job (ROLE); nothing else is in the paragraph.
 */
const NAME_ROLE =
  /^(?:[\p{L} ]{2,20}:\s+)?(\p{Lu}[^,:;()]{2,40}?),\s+([^,]{3,40}?)(?:,\s+\p{Lu}[^,;:]{1,40})?$/u;

export function namedWithRole(el: Element): string | null {
  if (el.localName !== 'p') return null;
  const t = shortText(el, 90)?.replace(/\s+/g, ' ').trim();
  const m = t ? NAME_ROLE.exec(t) : null;
  if (!m || m[2]!.split(' ').length > 5 || !ROLE.test(m[2]!)) return null;
  return personName(m[1]!);
}

/**
 * A paragraph whose text starts with who wrote it and a colon, the story going on after it: "By Aaron
 * Humes: The Americas cannot ignore …". The name is two or three capitalised words.
 */
const BY_COLON = /^\s*(?:By|Von|Por|Par|Door)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}):\s+\S/u;

export function byColonLead(el: Element): string | null {
  if (el.localName !== 'p' || !/^\s*(?:By|Von|Por|Par|Door)\s/.test(firstText(el)?.data ?? '')) return null;
  // Its first 80 characters, whatever elements hold them ("<strong><em>By Aaron Humes</em></strong>: …").
  let start = '';
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  for (let n = walker.nextNode(); n && start.length < 80; n = walker.nextNode()) start += n.nodeValue;
  return BY_COLON.exec(start.slice(0, 80))?.[1] ?? null;
}

/**
 * A lead that ends with who wrote it, after its last sentence: "… da sammeln sich auch die Geier. Von
 * Armin Schwibach". The name is two or three capitalised words, and nothing follows it.
 */
const SIGNED_LEAD =
  /[.!?»«“”"]\s+(?:Von|By|Par|Por|Door)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s*$/u;

export function signedLead(el: Element): string | null {
  const t = el.localName === 'p' ? (el.textContent ?? '') : '';
  return t.length < 600 ? (SIGNED_LEAD.exec(t)?.[1] ?? null) : null;
}

/**
 * A sentence in which the page says who published it: "Der Artikel "…" wurde am 05.11.2021 in der
 * Kategorie Neuheiten von Solveig Grewe mit den Stichwörtern … veröffentlicht", "This entry was posted
 * in News on May 2 by Jane Roe". The name is the capitalised words after its "von" or "by"; `first` is
 * the paragraph's first text, read by the caller.
 */
const SELF = /^\s*(?:der|dieser|this|cet|ce)\s+(?:artikel|beitrag|eintrag|entry|post|article|billet)\b/i;
const POSTED = /\b(?:veröffentlicht|publiziert|gepostet|posted|published|publié)\b/i;
const POSTED_BY = /\s(?:von|by|par)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})/u;

export function selfPublished(el: Element, first: string): string | null {
  if (el.localName !== 'p' || !SELF.test(first) || el.textContent!.length >= 400) return null;
  const t = spacedText(el);
  return (POSTED.test(t) && POSTED_BY.exec(t)?.[1]) || null;
}

/** A post's meta line, and "by" or "von" before a capitalised word inside it. */
const META_LINE = ['entry-meta', 'post-meta', 'post__meta', 'article-meta', 'node__meta', 'node-meta'].map(
  (c) => `[class*="${c}" i]`,
);
const metaLines = pageWide(`${META_LINE.join(', ')}, [id="meta" i]`);
const LEAD_INSIDE = /(^|\s|\|)(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|BY|VON|PAR|POR|DOOR):?\s+\p{Lu}/u;

/**
 * A post's meta line ("entry-meta", "#meta"): the names after its "by" or "von" ("Freitag | 14. Juni
 * 2019 | 15:49 VON Sina Giebel IN Fashion | 0 COMMENTS", "Posted on May 2 by Jane Roe"); with none, its
 * links to writers' pages ("<a href="/chinafinancialmarkets/experts/444">Michael Pettis</a>"), each a
 * byline of its own (no name read yet).
 */
export function metaLineBylines(doc: Document): [Element, string | null][] {
  const out: [Element, string | null][] = [];
  for (const el of firstOf(metaLines(doc), 60)) {
    const t = spacedText(el);
    const lead = t.length <= 100 ? LEAD_INSIDE.exec(t) : null;
    if (lead) out.push([el, t.slice(lead.index + lead[1]!.length)]);
    else
      for (const a of el.querySelectorAll('a[href]'))
        if (authorLink(a.getAttribute('href')!)) out.push([a, null]);
  }
  return out;
}

/**
 * A story's date line that names its writer by a link to their page, no "By" before it: "<time>12/19/
 * 2025</time> • <a>Friday Philosophy</a> • <a href="/profile/david-gordon">David Gordon</a>". The line
 * is the smallest box around one of the page's first 20 `<time>` elements (up to three levels up) that
 * holds more than the date, in at most 200 characters; the link leads to a writer's page (authorLink)
 * named after the name it shows (namesItsPage), so a section's link beside it is none.
 */
const dates = pageWide('time');
export function datedAuthorLinks(doc: Document): [Element, null][] {
  const out = new Set<Element>();
  for (const time of firstOf(dates(doc), 20)) {
    // Up from the date to the first box that holds more than it, read only as far as a line may go.
    const date = (time.textContent ?? '').trim();
    let line: string | null = null;
    let box = time.parentElement;
    for (let up = 0; box && up < 4; up++, box = box.parentElement) {
      line = shortText(box, 4_000)?.replace(/\s+/g, ' ').trim() ?? null;
      if (line !== date) break;
    }
    if (!box || !line || line === date || line.length > 200) continue;
    for (const a of box.querySelectorAll('a[href]'))
      if (authorLink(a.getAttribute('href')!) && namesItsPage(a)) out.add(a);
  }
  return [...out].map((a) => [a, null]);
}

/**
 * A post's meta line that ends in its reading time, its writers first: "Don Moynihan ∙ 11 min read",
 * "kyla scanlon ∙ 17 min read" (in small letters, read capitalised), "Jane Roe · Mar 9 · 5 min read",
 * as newsletter and blog platforms list posts. Classed a meta line of some kind; the first 300 are
 * read, each of at most 150 characters. The reading time vouches for no name: a section's ("Product
 * Updates ∙ 4 min read") is written the same way, so a name whose given name the lists lack is not read.
 */
const READ_TIME =
  /^(.{3,80}?)\s*[∙·•|]\s*(?:[^∙·•|]{1,20}?\s*[∙·•|]\s*)?\d+\s*min(?:ute)?s?\.?\s+(?:read|listen|watch)\b/iu;
const metaClassed = pageWide('[class*="meta" i]');

export function readTimeBylines(doc: Document): [Element, string][] {
  const out: [Element, string][] = [];
  for (const el of firstOf(metaClassed(doc), 300)) {
    const all = el.textContent ?? '';
    if (all.length > 150 || !/\d\s*min/i.test(all)) continue;
    const names = READ_TIME.exec(spacedText(el))?.[1]!.trim();
    if (names) out.push([el, /^[\p{Ll}\s]+$/u.test(names) ? capitalised(names) : names]);
  }
  return out;
}

/**
 * A box classed a byline whose words capitals cannot judge, before a dash and the place: in a script
 * without them, needing no "كتب" ("حسام أبو العلا - القاهرة"); in small letters, as a site may set its
 * bylines, read capitalised ("marcos lópez"), so that a lead word or a desk's is still none of it.
 */
export function uncasedByline(text: string): string[] {
  const lead = text.split(/\s[-–—|]\s/)[0]!.trim();
  if (/^\p{Ll}+(?: \p{Ll}+){1,3}$/u.test(lead)) return bylineNames(capitalised(lead));
  return [caselessName(lead) ?? []].flat();
}

/**
 * A link, span or bold name right after "By" at its element's start, in an element that is only "By"
 * and a name (`byNameAlone`), whatever the element and wherever the link leads: "<span>By: <a
 * href="/id/15837548/cid/98209">Patti Domm</a><br>CNBC Executive News Editor</span>", "<div>By <span
 * class="rlwyg">Yomi Kazeem</span></div>". Asked of every link, span and bold name: their neighbours
 * are read first.
 */
export function afterBy(el: Element): boolean {
  const before = el.previousSibling;
  return (
    before?.nodeType === 3 &&
    !before.previousSibling &&
    !!el.parentElement &&
    BYLINE_LEAD.test(before.nodeValue!) &&
    !before.nodeValue!.replace(BYLINE_LEAD, '').trim() &&
    byNameAlone(el.parentElement, true)
  );
}
