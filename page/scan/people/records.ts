/**
 * People laid out for people: CRM-like tables (names in the header) and record pages (labelled fields).
 * About 315 lines, kept whole: the two readers share the field kinds, what a field's value may be and the
 * record each row or page makes.
 */
import { emailsInText } from '../../../core/email-text';
import { NAME_PARTICLES, splitName } from '../../../core/names';
import {
  domainOf,
  firstOf,
  inConsentBanner,
  person,
  slug,
  text,
  workDomain,
  type FoundPerson,
  type PersonSource,
} from './found';
import { pageWide } from './queries';
import { ORGANISATION } from './bios';
import { givenNameKnown } from './names';
import { PLATFORM, siteDomain } from './site';

type FieldKind = 'first' | 'last' | 'name' | 'company' | 'website' | 'email';

/**
 * A column header or field label by meaning, in the spellings CRMs use and in the major European
 * languages: "Company name", "Account Name", "Associated company", "Organisation", "Empresa",
 * "Société", "Unternehmen"; "E-mail address", "Courriel"; "Company domain", "Site web"… The order
 * matters: "Company name" is a company, "Company domain" a website; labels about someone else (an
 * account's owner, who created a record) are nobody's name.
 */
const LABELS: [RegExp, FieldKind | null][] = [
  [/owner|manager|\brep\b|assigned|created|modified|updated|\bby\b|propriétaire|inhaber/, null],
  [/e-?mail|courriel|correo|posta elettronica/, 'email'],
  [/website|domain|\burl\b|\bweb\b|site web|sitio|webseite|sito/, 'website'],
  [
    /compan|organi[sz]|\borg\b|affiliation|account|employer|business|\bfirm|empresa|entreprise|soci[ée]t[ée]|unternehmen|firma|azienda|bedrijf|f[öo]retag|organisation|^(会社|企業|法人)名$/,
    'company',
  ],
  [/first[\s_-]*name|given[\s_-]*name|pr[ée]nom|vorname|voornaam|nombre de pila|^nome$|^nombre$/, 'first'],
  [
    /last[\s_-]*name|surname|family[\s_-]*name|nachname|apellido|achternaam|cognome|nom de famille|^nom$/,
    'last',
  ],
  [
    /^(full[\s_-]*)?name$|^contact( name)?$|^(person|people|lead)( name)?$|^naam$|^nom complet$|^nombre completo$|^name des kontakts$|^(代表者|氏名|担当者)名?$/,
    'name',
  ],
];
/**
 * A label's kind; what it says in brackets only qualifies it ("Name (Apache ID)", "Name (email)",
 * "E-mail (work)").
 */
const labelKind = (label: string): FieldKind | undefined => {
  const l = label
    .replace(/\([^()]*\)|[:*]/g, '')
    .trim()
    .toLowerCase();
  return LABELS.find(([re]) => re.test(l))?.[1] ?? undefined;
};

function record(
  fields: Partial<Record<FieldKind, string>>,
  source: PersonSource,
  element: Element,
): FoundPerson | null {
  const names =
    fields.first && fields.last
      ? { firstName: fields.first, lastName: fields.last }
      : // A field listing many people ("People: Mitchell Baker David Baron Sheeri Cabral …") is no one's name.
        fields.name && fields.name.split(' ').length <= 6
        ? splitName(fields.name)
        : null;
  // An address beside the name in its cell ("Jane Roe (jane@acme.com)") when no field has one.
  const email = fields.email ?? emailsInText(fields.name ?? '', { obfuscated: false })[0]?.address;
  const emailDomain = email?.includes('@') ? email.split('@').pop()!.toLowerCase() : null;
  const domain = domainOf(fields.website) ?? domainOf(workDomain(emailDomain));
  return person(names, fields.company ?? null, domain, source, element);
}

/** A table's first `n` body rows, walked: a page-wide list of a 10,000-row table's rows costs milliseconds. */
function firstRows(table: Element, n: number): Element[] {
  const rows: Element[] = [];
  for (const body of table.children) {
    if (body.localName !== 'tbody') continue;
    for (let r = body.firstElementChild; r && rows.length < n; r = r.nextElementSibling) rows.push(r);
  }
  return rows;
}

/**
 * A title, not a name: one word, or a word no name has, in a value not written all in small letters
 * ("Rolling in the Deep", "Don't You Remember", "Take It All" in a store's "Name" column of songs).
 */
const PRONOUN = /^(?:i|it|he|she|you|we|they|me|my|your)$/i;
const isTitle = (value: string) => {
  const words = value
    .split(/\s+/)
    // An aside in brackets is none of the value's words ("Julian Hyde (jhyde)"); the others are read
    // without their brackets and punctuation ("All Universal Dislikes (except Sandfish)": "except").
    .filter((w) => w && !w.includes('@') && !/^\(.*\)$/.test(w))
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  if (words.length < 2) return true;
  if (value === value.toLowerCase()) return false;
  return words.some((w) =>
    /^\p{Ll}/u.test(w) ? !NAME_PARTICLES.has(w) : PRONOUN.test(w) || /['’](?:t|ll|re|ve|d|m)$/i.test(w),
  );
};

/**
 * Whether the first rows' values in the name column are things, not people: most of them titles, or
 * three or more of a name's shape (two to four words) fewer than a third of which start with a given
 * name the lists know, and no address in their rows ("Louvre", "Diagon Alley", "Millennium Falcon" in a
 * "Name" column of toy sets; "Common Mushroom", "Snow Yam", "Winter Root" in a game's).
 */
function namesAreTitles(table: Element, col: number): boolean {
  // Not the header, when it is the body's first row: its "Name" is no one's.
  const rows = firstRows(table, 21).filter((r) => r.querySelector('td'));
  const values = rows.map((r) => text(r.children[col])).filter(Boolean);
  if (values.filter(isTitle).length * 2 > values.length) return true;
  const shaped = values.map((v) => v.split(/\s+/)).filter((w) => w.length >= 2 && w.length <= 4);
  return (
    shaped.length >= 3 &&
    shaped.filter((w) => givenNameKnown(w[0]!)).length * 3 < shaped.length &&
    !rows.some((r) => r.textContent?.includes('@'))
  );
}

/**
 * Without a header that says so, the company column is the one whose values match the domains of the
 * rows' addresses ("Acme" in the row of jane@acme.com), in most of the first rows.
 */
function companyByContent(table: Element, kinds: (FieldKind | undefined)[]): number {
  const sample = firstRows(table, 8).map((r) => {
    const cells = [...r.children].map((c) => text(c));
    // The first label of the row's address's domain: "acme" for jane@acme.com.
    const address = cells.find((c) => /@[\w-]+\./.test(c));
    return { cells, label: address ? slug(address.split('@')[1]!.split('.')[0]!) : '' };
  });
  let best = -1;
  let bestHits = 1;
  for (let col = 0; col < kinds.length; col++) {
    if (kinds[col]) continue;
    const hits = sample.filter(({ cells, label }) => {
      const cell = slug(cells[col] ?? '');
      return label.length >= 3 && cell.length >= 3 && (cell.startsWith(label) || label.startsWith(cell));
    }).length;
    if (hits > bestHits && hits * 2 > sample.length) [best, bestHits] = [col, hits];
  }
  return best;
}

/** For a CRM-like table (names in its header), a function from one of its rows to the person; else null. */
/** A field to type into: a form's, not a list's row checkbox. */
const FORM_FIELD =
  'input:not([type="checkbox" i]):not([type="radio" i]):not([type="hidden" i]), select, textarea';

export function tablePeople(table: Element): ((row: Element) => FoundPerson | null) | null {
  const header = table.querySelector('thead tr') ?? table.querySelector('tr');
  const headerCells = [...(header?.children ?? [])];
  const kinds = headerCells.map((c) => labelKind(text(c)));
  if (!(kinds.includes('name') || (kinds.includes('first') && kinds.includes('last')))) return null;
  // A form laid out in a table labels its fields ("First Name: *" over a text field): no one's row.
  if (header?.querySelector(FORM_FIELD)) return null;
  if (inConsentBanner(table)) return null;
  if (!kinds.includes('company')) {
    const col = companyByContent(table, kinds);
    if (col >= 0) kinds[col] = 'company';
  }
  const nameCol = kinds.indexOf('name') >= 0 ? kinds.indexOf('name') : kinds.indexOf('last');
  if (kinds[nameCol] === 'name' && namesAreTitles(table, nameCol)) return null;
  const companyCol = kinds.includes('website') ? -1 : kinds.indexOf('company');
  const ownSite = siteDomain(domainOf(table.ownerDocument.URL) ?? '');
  return (row) => {
    if (!row.querySelector('td')) return null;
    const cells = [...row.children];
    const fields: Record<string, string> = {};
    kinds.forEach((k, i) => k && (fields[k] = text(cells[i])));
    // Without a website column, the company's own link leads to its site ("<a href=https://cloudera.com>
    // Cloudera</a>"), whatever its name ("Arctic Slope Regional Corp." at asrc.com): not a network's
    // page, nor the page's own site (a CRM's link to the company's record).
    const cell = fields.company ? cells[companyCol] : undefined;
    const site = cell?.firstElementChild && cell.querySelector('a[href^="http"]')?.getAttribute('href');
    const host = site ? domainOf(site) : null;
    if (host && !PLATFORM.test(host) && siteDomain(host) !== ownSite) fields.website = host;
    return record(fields, 'table', cells[nameCol] ?? row);
  };
}

/** CRM tables, a row at a time. */
export function* fromTables(doc: Document): Generator<FoundPerson> {
  for (const table of doc.querySelectorAll('table')) {
    const person = tablePeople(table);
    if (!person) continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      const p = person(row);
      if (p) yield p;
    }
  }
}

const rowLabels = pageWide('tr > th:first-child');
const formLabels = pageWide('label[for]');
const fieldLabels = pageWide('.field-label, .label, [data-field-label]');
const pairLabels = pageWide('li > :first-child:nth-last-child(2)');
const BLOCKS = 'ul, ol, li, div, p, table';

/** A field's value: its text, or for a website its link's address when it has one. */
const fieldValue = (kind: FieldKind, value: Element) =>
  kind === 'website' ? (value.querySelector('a')?.getAttribute('href') ?? text(value)) : text(value);

/**
 * A name's or a company's value that is two links or more and nothing else is a column of a footer's
 * menu under its heading, no field ("<dt>Company</dt><dd><a>About</a> <a>Pricing</a> <a>Jobs</a></dd>",
 * "<dt>Contact</dt><dd><a>GitHub</a> <a>Twitter</a> <a>Community</a></dd>").
 */
function linkColumn(kind: FieldKind, value: Element): boolean {
  if (kind === 'website' || kind === 'email') return false;
  const links = value.getElementsByTagName('a');
  if (links.length < 2) return false;
  let linked = 0;
  for (const a of links) linked += text(a).length;
  return linked >= text(value).replace(/\s+/g, '').length * 0.8;
}

export function fromRecord(doc: Document): FoundPerson[] {
  const fields: Record<string, string> = {};
  let anchor: Element | null = null;
  const take = (label: Element, value: Element | null) => {
    const kind = labelKind(text(label));
    if (kind && value && !fields[kind] && !linkColumn(kind, value)) {
      fields[kind] = fieldValue(kind, value);
      if (kind === 'name' || kind === 'first') anchor = value;
    }
  };
  for (const dt of doc.querySelectorAll('dt')) take(dt, dt.nextElementSibling);
  for (const th of rowLabels(doc))
    if (th.parentElement!.children.length === 2) take(th, th.nextElementSibling);
  for (const label of formLabels(doc)) take(label, doc.getElementById(label.getAttribute('for')!));
  for (const label of fieldLabels(doc)) take(label, label.nextElementSibling);
  const p = anchor && !inConsentBanner(anchor) ? record(fields, 'record', anchor) : null;
  return p ? [p, ...fromPairLists(doc)] : fromPairLists(doc);
}

/**
 * A list of labels and values, each item a pair, is a record of its own: a press wire's company box
 * ("<li><span>URL</span><span><a>…housecom.co.jp</a></span></li> … <li><span>代表者名</span><span>田村
 * 穂</span></li>").
 */
function fromPairLists(doc: Document): FoundPerson[] {
  const lists = new Map<Element, Partial<Record<FieldKind, string>>>();
  const anchors = new Map<Element, Element>();
  for (const label of pairLabels(doc)) {
    const list = label.parentElement!.parentElement!;
    const kind = labelKind(text(label));
    const value = label.nextElementSibling!;
    // A pair is a short label and a short value (not a menu's entry and its submenu).
    if (
      text(label).length > 30 ||
      text(value).length > 80 ||
      value.matches(BLOCKS) ||
      value.querySelector(BLOCKS)
    )
      continue;
    const fields = lists.get(list) ?? {};
    lists.set(list, fields);
    if (!kind || fields[kind]) continue;
    fields[kind] = fieldValue(kind, value);
    if (kind === 'name') anchors.set(list, value);
  }
  // A record holds more than a name: their company, website or address too (not a menu's "Contact |
  // SNS"). Without a company field, the box's heading names it when it reads as one ("<h2>ハウスコム株式会社</h2>").
  return [...anchors].flatMap(([list, anchor]) => {
    const fields = lists.get(list)!;
    if ((!fields.company && !fields.website && !fields.email) || inConsentBanner(anchor)) return [];
    fields.company ??= boxHeading(list) ?? undefined;
    return record(fields, 'record', anchor) ?? [];
  });
}

/** The heading of the box a list is in, up to three levels up, when it names an organisation. */
function boxHeading(list: Element): string | null {
  let box: Element | null = list;
  for (let i = 0; i < 3 && box?.parentElement; i++) {
    box = box.parentElement;
    const heading = box.querySelector(':scope > :is(h1, h2, h3, h4)');
    if (heading) return text(heading).length <= 60 && ORGANISATION.test(text(heading)) ? text(heading) : null;
  }
  return null;
}

/** A role that a person fills, as a row's label says it ("Principal Investigator:", "Study Director:"). */
const ROLE_LABEL =
  /^(principal |lead )?(investigator|director|chair|coordinator|contact|officer|president|founder|ceo|editor|author|speaker|moderator)( person)?:$/i;

/**
 * Rows that give a role, the person in it and their organisation, as records of studies, grants and
 * events lay them out: "Principal Investigator: | Stefan Grant, MD | Wake Forest University Health
 * Sciences". The name loses its degrees; the third cell, when there is one, is the organisation.
 */
export function fromRoleRows(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const row of firstOf(doc.getElementsByTagName('tr'), 500)) {
    // A label ends with its colon: a cheap test first, tables of data have none.
    if (!row.firstElementChild?.textContent?.trimEnd().endsWith(':')) continue;
    const cells = [...row.children].filter((c) => text(c));
    if (cells.length < 2 || cells.length > 3 || !ROLE_LABEL.test(text(cells[0]).replace(/\s+/g, ' ')))
      continue;
    const name = text(cells[1]).split(',')[0]!.trim();
    const p = person(splitName(name), cells[2] ? text(cells[2]) : null, null, 'record', cells[1]!);
    if (p) out.push(p);
  }
  return out;
}
