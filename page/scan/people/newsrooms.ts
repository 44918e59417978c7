/**
 * The newsroom a byline names apart from its writers' names: after them, by a slash or a bar ("Peter
 * Maahn/SP-X", "Christal Hayes, Michael Collins, Nicholas Wu | USA TODAY"), or in an element of its own,
 * or after the writer's own link ("By <a>Joe Matazzoni</a>, Wikimedia Foundation").
 */
import { ORGANISATION, THE_TITLE } from './bios';
import { text } from './found';
import { personName } from './names';
import { shortText } from './words';

/** A section's word in capitals after a bar, which names no newsroom ("Jane Roe | LOCAL NEWS"). */
const SECTION_WORD =
  /^(?:news|local|sports?|opinion|politics|business|world|national|nation|entertainment|lifestyle|health|weather|updated|posted|published|staff|editor|writer|reporter)$/i;

/**
 * The agency a writer's name is glued to by a slash, or the newsroom, two to five words in capitals or
 * a name that says what it is ("The …", "… Agency"), that alone ends the byline after a bar, after its
 * `last` name (or after their address, in any case): all its names' employer.
 */
export function agencyAfter(line: string, name: string, last = name): string | null {
  const at = line.indexOf(name);
  const slashed =
    at < 0 ? null : /^\/([\p{L}][\p{L}\d&.-]{1,30})(?=\s|$)/u.exec(line.slice(at + name.length))?.[1];
  return slashed ?? barredAfter(line, last);
}

/** The newsroom after a bar that ends `line` after `last` (agencyAfter). */
function barredAfter(line: string, last: string): string | null {
  if (!line.includes(last)) return null;
  const after = line.slice(line.indexOf(last) + last.length);
  // After the bar, the writer's own address may come first ("Leonardo Castañeda | lcastaneda@… | Bay
  // Area News Group"): then the words after it are their employer, whatever their case.
  const [, address, barred] =
    /^\s*\|\s*(\S+@\S+\s*\|\s*)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+(?:of|\p{Lu}[\p{L}\d&.'’-]*)){1,4})\s*\|?\s*$/u.exec(
      after,
    ) ?? [];
  if (!barred) return null;
  if (address) return barred;
  // In its own case, a newsroom that says what it is: "Sergio Martínez-Beltrán | The Texas Newsroom"
  // on the broadcaster that carries the story, "| Associated Press".
  if (THE_TITLE.test(barred) || ORGANISATION.test(barred)) return barred;
  return barred === barred.toUpperCase() && !barred.split(/\s+/).some((w) => SECTION_WORD.test(w))
    ? barred
    : null;
}

/**
 * The newsroom a byline names in an element of its own: classed as its source or agency ("By Orhan
 * Coskun and Suleiman Al-Khalidi <span class="c-byline__source">Reuters</span>"); or, around a
 * writer's own link, the byline box's newsroom after a bar, or its last element when that is a paper's
 * or an agency's name ("By <a>Jim Rutenberg</a>, <a>Lisa Lerer</a> and <a>KENNETH P. VOGEL</a>
 * <div><span>The New York Times</span>"): their employer, no part of a name.
 */
export function sourceOf(el: Element): string | null {
  // A byline is short; the page's body, named by an author tag, holds other sources (an ad's), and is
  // read no further than a byline can be.
  if (shortText(el, 300) === null) return null;
  const source = el.querySelector('[class*="source" i], [class*="agency" i]');
  const named =
    source && !source.childElementCount ? (source.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
  if (named.length >= 2 && named.length <= 40 && !personName(named)) return named;
  const box = el.parentElement?.closest('[class*="byline" i]');
  if (!box || (box.textContent?.length ?? 0) > 200) return null;
  const barred = barredAfter(text(box), text(el)); // "By <a>Jane Roe</a> | <a>jroe@…</a> | Bay Area News Group"
  if (barred) return barred;
  let last = box.lastElementChild;
  while (last?.lastElementChild) last = last.lastElementChild;
  const closing = last && !last.contains(el) ? text(last) : '';
  return closing.length <= 60 && (THE_TITLE.test(closing) || ORGANISATION.test(closing)) ? closing : null;
}

/**
 * A byline box that names a newsroom alone, one to three capitalised words and no name ("Reuters" over
 * a paper's copy of the agency's story): the employer of the people its closing credits name
 * ("(Reporting by Michel Rose; Editing by Alex Richardson)"), not the paper's.
 */
export function newsroomAlone(boxes: Iterable<Element>): string | null {
  for (const box of boxes) {
    const t = text(box).replace(/^(?:By|Von|Par|Por|Door)\s+/, '');
    const named = /^\p{Lu}[\p{L}&.-]*(?: \p{Lu}[\p{L}&.-]*){0,2}$/u.test(t);
    if (named && !SECTION_WORD.test(t) && !personName(t)) return t;
  }
  return null;
}

/**
 * An organisation named right after the writer's linked name, after a comma, and ending the line
 * ("By <a>Joe Matazzoni</a>, Wikimedia Foundation<br>June 28th"): their employer.
 */
export function organisationAfter(el: Element): string | null {
  const after = el.nextSibling?.nodeType === 3 ? el.nextSibling.nodeValue! : '';
  const org = /^\s*,\s*(\p{Lu}[\p{L}&.'’-]*(?:\s+(?:of|for|\p{Lu}[\p{L}&.'’-]*)){0,5})\s*$/u.exec(after)?.[1];
  return org && ORGANISATION.test(org) ? org : null;
}

/**
 * The agency a wire story's dateline names in brackets, among the page's first paragraphs ("BANGKOK
 * (Reuters) - Dozens of …", "KATHMANDU, April 25 (Reuters) -"): its closing credits' employer where a
 * portal carries the story.
 */
const DATELINE =
  /^\p{Lu}[^()]{1,60}?\s\((\p{Lu}[\p{L}.&-]{1,20}(?: \p{Lu}[\p{L}.&-]{1,20}){0,2})\)\s*[-–—]\s/u;
export function datelineAgency(doc: Document): string | null {
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < Math.min(paragraphs.length, 40); i++) {
    const agency = DATELINE.exec(paragraphs[i]!.textContent?.trimStart().slice(0, 120) ?? '')?.[1];
    if (agency && !personName(agency)) return agency;
  }
  return null;
}
