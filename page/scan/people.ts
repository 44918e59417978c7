/**
 * Finds people (name + company) on a page, most trusted source first:
 * schema.org Person in JSON-LD and microdata, h-card / vcard, profile meta tags, CRM-like tables
 * (column headers) and record pages (labelled fields), and profile-like pages (a prominent name
 * heading with an "at Company" headline).
 *
 * The company's domain comes from a website/url/domain field, the organization's url, or the domain
 * of other addresses of the same company on the page (free mail providers never count). When none is
 * known it is null, and Find asks for it, prefilled with a guess.
 */
import { isKnownDomain } from '../../core/checks/typo';
import { normalizeDomainInput } from '../../core/checks/domain-input';
import { NAME_PARTICLES as PARTICLES } from '../../core/checks/names';

export type PersonSource = 'jsonld' | 'microdata' | 'hcard' | 'meta' | 'table' | 'record' | 'profile';

export interface FoundPerson {
  firstName: string;
  lastName: string;
  company: string | null;
  domain: string | null;
  source: PersonSource;
  /** 0–1, by source. */
  confidence: number;
  element: Element;
}

const CONFIDENCE: Record<PersonSource, number> = {
  jsonld: 0.95,
  microdata: 0.9,
  hcard: 0.85,
  meta: 0.8,
  table: 0.75,
  record: 0.7,
  profile: 0.5,
};
const TITLES = /^(mr|mrs|ms|mx|dr|prof|sir|dame)\.?$/i;
const SUFFIXES = /^(jr|sr|ii|iii|iv|phd|md|mba|esq)\.?$/i;
const text = (el: Element | null | undefined) => {
  const t = el?.textContent ?? '';
  return /\s\s|[\n\t\r]/.test(t) ? t.replace(/\s+/g, ' ').trim() : t.trim();
};

/** "Dr. Jan van der Berg Jr." → Jan / van der Berg. Middle names and initials are dropped. */
export function splitName(full: string): { firstName: string; lastName: string } | null {
  const words = full
    .replace(/[,()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !TITLES.test(w) && !SUFFIXES.test(w));
  if (words.length < 2 || words.some((w) => /[@\d/:]/.test(w))) return null;
  const [first, ...rest] = words;
  const particle = rest.findIndex((w) => PARTICLES.has(w.toLowerCase()));
  const last =
    particle >= 0 && particle < rest.length - 1
      ? rest.slice(particle).join(' ')
      : rest.filter((w) => !/^\p{L}\.?$/u.test(w)).at(-1);
  return last ? { firstName: first!, lastName: last } : null;
}

const domainOf = (url: unknown): string | null =>
  typeof url === 'string' && url.trim() ? normalizeDomainInput(url) : null;

function person(
  names: { firstName: string; lastName: string } | null,
  company: string | null,
  domain: string | null,
  source: PersonSource,
  element: Element,
): FoundPerson | null {
  if (!names) return null;
  return { ...names, company: company || null, domain, source, confidence: CONFIDENCE[source], element };
}

/** A visible element that shows the name, for the badge; else the fallback. */
function nameElement(doc: Document, full: string, fallback: Element): Element {
  for (const el of doc.querySelectorAll('h1, h2, h3, [itemprop="name"], .name, .fn, .p-name'))
    if (text(el) === full) return el;
  return fallback;
}

function fromJsonLd(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const visit = (node: unknown, script: Element) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, script));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o['@graph']) visit(o['@graph'], script);
    const types = ([] as unknown[]).concat(o['@type']);
    if (types.includes('Person')) {
      const full = typeof o.name === 'string' ? o.name : `${o.givenName ?? ''} ${o.familyName ?? ''}`.trim();
      const names =
        typeof o.givenName === 'string' && typeof o.familyName === 'string'
          ? { firstName: o.givenName, lastName: o.familyName }
          : splitName(full);
      const org = ([] as unknown[]).concat(o.worksFor ?? o.affiliation ?? [])[0] as
        Record<string, unknown> | undefined;
      const company = typeof org === 'string' ? org : typeof org?.name === 'string' ? org.name : null;
      const domain =
        domainOf(org && typeof org === 'object' ? org.url : null) ??
        domainOf(typeof o.email === 'string' ? o.email : null);
      const p = person(names, company, domain, 'jsonld', nameElement(doc, full, doc.body));
      if (p) out.push(p);
    }
    for (const v of Object.values(o)) if (v && typeof v === 'object') visit(v, script);
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''), script);
    } catch {
      // Broken JSON-LD is common; skip it.
    }
  }
  return out;
}

function fromMicrodata(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const scope of doc.querySelectorAll('[itemscope][itemtype*="schema.org/Person" i]')) {
    const prop = (name: string) => scope.querySelector(`[itemprop="${name}"]`);
    const given = text(prop('givenName'));
    const family = text(prop('familyName'));
    const names = given && family ? { firstName: given, lastName: family } : splitName(text(prop('name')));
    const org = scope.querySelector('[itemprop="worksFor"], [itemprop="affiliation"]');
    const orgName = org?.hasAttribute('itemscope') ? text(org.querySelector('[itemprop="name"]')) : text(org);
    const orgUrl =
      org?.querySelector('[itemprop="url"]')?.getAttribute('href') ??
      org?.querySelector('[itemprop="url"]')?.getAttribute('content');
    const p = person(names, orgName, domainOf(orgUrl), 'microdata', prop('name') ?? scope);
    if (p) out.push(p);
  }
  return out;
}

function fromHCards(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const card of doc.querySelectorAll('.h-card, .vcard')) {
    if (card.parentElement?.closest('.h-card, .vcard')) continue; // a nested org card
    const one = (sel: string) => card.querySelector(sel);
    const given = text(one('.p-given-name, .given-name'));
    const family = text(one('.p-family-name, .family-name'));
    const nameEl = one('.p-name, .fn');
    const names = given && family ? { firstName: given, lastName: family } : splitName(text(nameEl));
    const org = one('.p-org, .org');
    const orgUrl =
      org?.querySelector('.u-url, .url')?.getAttribute('href') ??
      (org?.tagName === 'A' ? org.getAttribute('href') : null);
    const p = person(
      names,
      org ? text(org.querySelector('.p-name') ?? org) : null,
      domainOf(orgUrl),
      'hcard',
      nameEl ?? card,
    );
    if (p) out.push(p);
  }
  return out;
}

function fromMeta(doc: Document): FoundPerson[] {
  const meta = (p: string) =>
    doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content')?.trim() ?? '';
  if (meta('og:type').toLowerCase() !== 'profile') return [];
  const first = meta('profile:first_name');
  const last = meta('profile:last_name');
  if (!first || !last) return [];
  const full = `${first} ${last}`;
  const p = person(
    { firstName: first, lastName: last },
    null,
    null,
    'meta',
    nameElement(doc, full, doc.body),
  );
  return p ? [p] : [];
}

const LABELS: [RegExp, 'first' | 'last' | 'name' | 'company' | 'website' | 'email'][] = [
  [/^first[\s_-]?name$|^given[\s_-]?name$|^prénom$/i, 'first'],
  [/^last[\s_-]?name$|^surname$|^family[\s_-]?name$|^nom$/i, 'last'],
  [/^(full[\s_-]?)?name$|^contact$|^contact name$/i, 'name'],
  [/^company$|^account$|^organi[sz]ation$|^employer$|^account name$/i, 'company'],
  [/^website$|^domain$|^url$|^company website$|^web$/i, 'website'],
  [/^e-?mail$|^e-?mail address$|^work email$/i, 'email'],
];
const labelKind = (label: string) => LABELS.find(([re]) => re.test(label.replace(/[:*]/g, '').trim()))?.[1];

function record(
  fields: Partial<Record<'first' | 'last' | 'name' | 'company' | 'website' | 'email', string>>,
  source: PersonSource,
  element: Element,
): FoundPerson | null {
  const names =
    fields.first && fields.last
      ? { firstName: fields.first, lastName: fields.last }
      : fields.name
        ? splitName(fields.name)
        : null;
  const emailDomain = fields.email?.includes('@') ? fields.email.split('@').pop()!.toLowerCase() : null;
  const domain =
    domainOf(fields.website) ?? (emailDomain && !isKnownDomain(emailDomain) ? domainOf(emailDomain) : null);
  return person(names, fields.company ?? null, domain, source, element);
}

/** For a CRM-like table (names in its header), a function from one of its rows to the person; else null. */
export function tablePeople(table: Element): ((row: Element) => FoundPerson | null) | null {
  const headerCells = [...((table.querySelector('thead tr') ?? table.querySelector('tr'))?.children ?? [])];
  const kinds = headerCells.map((c) => labelKind(text(c)));
  if (!(kinds.includes('name') || (kinds.includes('first') && kinds.includes('last')))) return null;
  const nameCol = kinds.indexOf('name') >= 0 ? kinds.indexOf('name') : kinds.indexOf('last');
  return (row) => {
    if (!row.querySelector('td')) return null;
    const cells = [...row.children];
    const fields: Record<string, string> = {};
    kinds.forEach((k, i) => k && (fields[k] = text(cells[i])));
    return record(fields, 'table', cells[nameCol] ?? row);
  };
}

/** CRM tables, a row at a time. */
function* fromTables(doc: Document): Generator<FoundPerson> {
  for (const table of doc.querySelectorAll('table')) {
    const person = tablePeople(table);
    if (!person) continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      const p = person(row);
      if (p) yield p;
    }
  }
}

function fromRecord(doc: Document): FoundPerson[] {
  const fields: Record<string, string> = {};
  let anchor: Element | null = null;
  const take = (label: Element, value: Element | null) => {
    const kind = labelKind(text(label));
    if (kind && value && !fields[kind]) {
      fields[kind] =
        kind === 'website' ? (value.querySelector('a')?.getAttribute('href') ?? text(value)) : text(value);
      if (kind === 'name' || kind === 'first') anchor = value;
    }
  };
  for (const dt of doc.querySelectorAll('dt')) take(dt, dt.nextElementSibling);
  for (const th of doc.querySelectorAll('tr > th:first-child'))
    if (th.parentElement!.children.length === 2) take(th, th.nextElementSibling);
  for (const label of doc.querySelectorAll('label[for]'))
    take(label, doc.getElementById(label.getAttribute('for')!));
  for (const label of doc.querySelectorAll('.field-label, .label, [data-field-label]'))
    take(label, label.nextElementSibling);
  const p = anchor ? record(fields, 'record', anchor) : null;
  return p ? [p] : [];
}

function fromProfile(doc: Document): FoundPerson[] {
  const h1 = doc.querySelector('h1');
  const names = h1 ? splitName(text(h1)) : null;
  const words = text(h1).split(' ');
  const looksLikeName =
    words.length <= 4 && words.every((w) => PARTICLES.has(w.toLowerCase()) || /^\p{Lu}/u.test(w));
  if (!h1 || !names || !looksLikeName) return [];
  const around = [
    h1.nextElementSibling,
    h1.parentElement?.nextElementSibling,
    ...doc.querySelectorAll('.headline, .experience li, [data-headline]'),
  ];
  for (const el of around) {
    const m = /\b(?:at|@)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})/.exec(text(el));
    if (m) return [person(names, m[1]!, null, 'profile', h1)!];
  }
  return [];
}

const domainIndex = new WeakMap<Document, Map<string, string>>();

/**
 * The page's company addresses by the name part of their domain ("vandelay" → vandelay.nl), read from
 * the page's text once per document: the content script asks again on every scroll.
 */
function domainsByName(doc: Document): Map<string, string> {
  let byName = domainIndex.get(doc);
  if (!byName) {
    byName = new Map();
    for (const a of (doc.body?.textContent ?? '').match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
      const d = a.split('@')[1]!.toLowerCase();
      const name = d.split('.')[0]!.replace(/-/g, '');
      if (name.length >= 3 && !isKnownDomain(d) && !byName.has(name)) byName.set(name, d);
    }
    domainIndex.set(doc, byName);
  }
  return byName;
}

/** The domain of a company's addresses elsewhere on the page ("Vandelay Industries" → vandelay.nl). */
export function pageDomainFor(company: string, doc: Document): string | null {
  const byName = domainsByName(doc);
  const slug = company.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (let n = slug.length; n >= 3; n--) {
    const hit = byName.get(slug.slice(0, n));
    if (hit) return hit;
  }
  return null;
}

/** Domains by company name: from people whose domain is known, then (optionally) from the page. */
function companyDomains(people: FoundPerson[], doc: Document, fromPage: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const p of people) if (p.company && p.domain) map.set(p.company.toLowerCase(), p.domain);
  if (!fromPage) return map;
  for (const p of people) {
    if (!p.company || map.has(p.company.toLowerCase())) continue;
    const hit = pageDomainFor(p.company, doc);
    if (hit) map.set(p.company.toLowerCase(), hit);
  }
  return map;
}

/** People from everything but tables (cheap: a page holds few of these). */
export function peopleOutsideTables(doc: Document): FoundPerson[] {
  return [
    ...fromJsonLd(doc),
    ...fromMicrodata(doc),
    ...fromHCards(doc),
    ...fromMeta(doc),
    ...fromRecord(doc),
    ...fromProfile(doc),
  ];
}

/** Every person candidate on the page. */
export function* peopleIn(doc: Document): Generator<FoundPerson> {
  yield* peopleOutsideTables(doc);
  yield* fromTables(doc);
}

/**
 * One person per name (the most trusted source wins), with missing domains filled in from the others
 * and, unless `fromPage` is false, from the company's addresses elsewhere on the page (which reads
 * the whole page's text once per document).
 */
export function mergePeople(all: FoundPerson[], doc: Document, fromPage = true): FoundPerson[] {
  const domains = companyDomains(all, doc, fromPage);
  const best = new Map<string, FoundPerson>();
  for (const p of all) {
    if (!p.domain && p.company) p.domain = domains.get(p.company.toLowerCase()) ?? null;
    const key = `${p.firstName}|${p.lastName}`.toLowerCase();
    const prev = best.get(key);
    if (!prev || p.confidence > prev.confidence)
      best.set(key, {
        ...p,
        company: p.company ?? prev?.company ?? null,
        domain: p.domain ?? prev?.domain ?? null,
      });
    else if (!prev.domain && p.domain) prev.domain = p.domain;
  }
  return [...best.values()];
}

export function findPeople(doc: Document): FoundPerson[] {
  return mergePeople([...peopleIn(doc)], doc);
}

/** A guess to prefill Find's domain field: "Pied Piper" → piedpiper.com. */
export const guessDomain = (company: string | null) =>
  company
    ? `${company
        .toLowerCase()
        .replace(/\b(inc|llc|ltd|gmbh|corp|co|sa|ag)\b\.?/g, '')
        .replace(/[^a-z0-9]/g, '')}.com`
    : '';
