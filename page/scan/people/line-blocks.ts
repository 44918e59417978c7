/**
 * Blocks of short lines, split by line breaks, that present people. A postal block's named contact:
 * the lines of an address as a letter writes them, a person's name over the street and the town
 * ("Oberstdorf Resort<br>c/o Oberstdorf Event Gmbh<br>Katja Leveringhaus<br>An der Breitach 3<br>87538
 * Fischen", a club's "Meldestelle: Frank Nagel<br>Rudolf-Breitscheid-Straße 18<br>06268 Querfurt").
 * The name must start with a given name the lists know: a hotel's, a church's or a venue's name stands
 * there as often. The organisation is the block's first line above the name when it is none, else the
 * site's; the domain is a mail link's in the block. A block of credits, each line a role, a colon and
 * a name ("revue de presse : Didier Porte<br>montage : Léa Bardiau<br>son : Sylvain Richard"): the
 * site's people. And a masthead's line among others, a job and a name ("Editor-in-Chief: Dr. Munish
 * Kumar Raizada"). A block is read only while its text is short.
 */
import { DEGREES, splitName, withoutTitles } from '../../../core/names';
import { MAIL_LINK, linkTargets } from '../emails';
import { COMMENTS, person, regionOf, shortText, workDomain, type FoundPerson } from './found';
import { isJob } from './job-labels';
import { givenNameKnown, personName } from './names';
import { pageWide } from './queries';
import { siteOf } from './site';
import { pauseAt, whole, type Slices } from './slices';
import { PICTURE_CREDIT } from './words';

/** A street and its number, as most of Europe writes it ("An der Breitach 3", "Korbacher Str. 93a"). */
const STREET =
  /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}\s+\d{1,4}\s?[a-z]?(?:\s*[-–/]\s*\d{1,4}[a-z]?)?$/iu;

/** A number and the street, as English writes it ("1600 Amphitheatre Parkway"). */
const NUMBER_FIRST = /^\d{1,5}[a-z]?\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}$/iu;

/** A postcode and the town ("87538 Fischen", "D-10115 Berlin", "38018 Grenoble cedex 01"), or a US town, state and ZIP. */
const TOWN =
  /^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L} .()'’-]{1,40}(?:\s\d{1,2})?$|^\p{Lu}[\p{L} .'’-]{1,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/u;

/** A courtesy title before the name: "Frau Simone Stensen", "Mr. John Roe". */
const COURTESY = /^(?:frau|herr|hr\.|fr\.|mr\.?|mrs\.?|ms\.?|mme\.?|m\.)\s+/i;

/** The line-broken blocks: the parents of line breaks, the first 300. */
const breaks = pageWide('br');

/** A block's lines, split at its line breaks however deep they sit (inline markup inside a line). */
export function linesOf(block: Element): string[] {
  const out = [''];
  const walker = block.ownerDocument.createTreeWalker(block, 0x1 | 0x4 /* elements and text */);
  for (let n = walker.nextNode(); n && out.length <= 40; n = walker.nextNode())
    if ((n as Element).localName === 'br') out.push('');
    else if (n.nodeType === 3) out[out.length - 1] += (n as Text).data;
  return out.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** A line that is a person's name alone, a courtesy title aside, starting with a known given name. */
function nameOf(line: string): { firstName: string; lastName: string } | null {
  const shown = line.replace(COURTESY, '');
  const name = personName(shown);
  const names = name === shown ? splitName(name) : null;
  // A given name written out: "St. Anna Kirche" is a church's.
  return names &&
    /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(names.firstName) &&
    givenNameKnown(names.firstName)
    ? names
    : null;
}

/** The elements that hold line breaks, the first 300, each once. */
function lineBlocks(doc: Document): Set<Element> {
  const blocks = new Set<Element>();
  for (const br of breaks(doc)) {
    if (br.parentElement) blocks.add(br.parentElement);
    if (blocks.size >= 300) break;
  }
  return blocks;
}

export const fromLineBlocks = (doc: Document): FoundPerson[] => whole(lineBlockSlices(doc));

/** Each block's lines read once, outside comments, for the three readers below, a slice at a time. */
export function* lineBlockSlices(doc: Document): Slices {
  const out: FoundPerson[] = [];
  const site = siteOf(doc).name || null;
  let read = 0;
  for (const block of lineBlocks(doc)) {
    if (pauseAt(read++)) yield;
    const shown = shortText(block, 600);
    if (shown === null || regionOf(block, COMMENTS)) continue;
    const lines = linesOf(block);
    const contact = postalContact(block, lines, site);
    if (contact) out.push(contact);
    if (shown.length <= 400) out.push(...credited(block, lines, site));
    out.push(...jobLines(block, lines, site));
  }
  return out;
}

/** The postal block's named contact, if its lines hold one. */
function postalContact(block: Element, lines: string[], site: string | null): FoundPerson | null {
  for (let i = 0; i + 2 < lines.length; i++) {
    const street = lines[i + 1]!;
    if (!(STREET.test(street) || NUMBER_FIRST.test(street)) || !TOWN.test(lines[i + 2]!)) continue;
    const names = nameOf(lines[i]!);
    if (!names) continue;
    // The organisation heads the block: its first line, when that is no name, label or number.
    const head = lines.slice(0, i).find((l) => !/[:\d]/.test(l) && !nameOf(l));
    const company = head?.replace(/^c\/o\s+/i, '') ?? site;
    return person(names, company, mailDomain(block), 'labelled', block);
  }
  return null;
}

/** The work domain of the block's first mail link, if it has one. */
function mailDomain(block: Element): string | null {
  const mailed = block.querySelector(MAIL_LINK);
  return workDomain((mailed && linkTargets(mailed)[0]?.split('@')[1]?.toLowerCase()) || null);
}

/** A credit's line: a role of a few words, no digits, a colon, and who ("montage : Léa Bardiau"). */
const CREDIT = /^([^\d:]{2,30}?)\s*:\s*(\S.{2,60})$/u;

/** A block of credits' people: two credits or more, and every line one (a card's "Tel.: …" is none). */
function credited(block: Element, lines: string[], site: string | null): FoundPerson[] {
  const credits = lines.map((l) => CREDIT.exec(l));
  const named = credits.map((c) => c && c[1]!.split(' ').length <= 4 && nameOf(c[2]!));
  if (named.length < 2 || !named.every(Boolean)) return [];
  // A picture's credit names its photographer, no one the page presents ("Foto: Michael Hudler").
  return named.flatMap((n, i) =>
    n && !PICTURE_CREDIT.test(credits[i]![1]!.trim()) ? (person(n, site, null, 'labelled', block) ?? []) : [],
  );
}

/**
 * Who heads the organisation, as its contact lines label them in German and English: "Direktor:",
 * "Stellvertretung:", "Geschäftsführer:", "Vorstand:", "Inhaberin:", "Managing Director:", "Principal:";
 * and who answers for a site, as its imprint says: "Herausgeber:", "Verantwortlich:", "V.i.S.d.P.:",
 * "Publisher:".
 */
const HEAD_JOB =
  /^(?:(?:stellv(?:\.|ertretende[rn]?)\s+)?(?:direktor(?:in)?|schulleiter(?:in)?|schulleitung|geschäftsführer(?:in)?|geschäftsführung|vorstand|vorsitzende[rn]?|inhaber(?:in)?|leiter(?:in)?|pressesprecher(?:in)?|ansprechpartner(?:in)?|herausgeber(?:in)?|verantwortlich(?:e[rn]?)?(?: (?:für den inhalt|i\.\s?s\.\s?d\.\s?p\.))?)|v\.\s?i\.\s?s\.\s?d\.\s?p\.|stellvertretung|stellvertreter(?:in)?|principal|owner|publisher|managing director|chief executive(?: officer)?|ceo)$/iu;

/**
 * The name a job's line gives, without what the line adds around it: the titles before it, Austria's in
 * capitals too ("OSR Dipl.-Päd. Markus Fuchs", "BDS Ing. Ernst Bauer"), a degree after a comma ("…,
 * BEd") and a role in brackets after it ("Eberhard Fuhr (Pressesprecher des EJW)").
 */
function holder(value: string): string {
  const words = value
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/,\s*(\S+)$/, (all, degree: string) => (DEGREES.test(degree) ? '' : all))
    .split(' ');
  while (words.length > 2 && /^\p{Lu}{2,4}$/u.test(words[0]!) && !givenNameKnown(words[0]!)) words.shift();
  return withoutTitles(words.join(' '));
}

/**
 * A masthead's lines among others, a job and a name ("Editor-in-Chief: Dr. Munish Kumar Raizada"), or
 * the organisation's head's ("Direktor: OSR Dipl.-Päd. Markus Fuchs").
 */
function jobLines(block: Element, lines: string[], site: string | null): FoundPerson[] {
  return lines.flatMap((line) => {
    const credit = CREDIT.exec(line);
    const job = credit?.[1]!.trim();
    const names = job && (isJob(job) || HEAD_JOB.test(job)) ? nameOf(holder(credit![2]!)) : null;
    // The organisation's address in the same lines is theirs to write to ("Direktor: …<br>E-Mail: office…@…").
    return (names && person(names, site, mailDomain(block), 'labelled', block)) || [];
  });
}
